import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

import { afterEach, describe, expect, it } from 'vitest';

import { precompressDirectory } from '../../scripts/vite-plugins/precompress-assets.ts';

let dir = '';
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('precompressed assets of a production build', () => {
  it('writes brotli and gzip copies that decompress to the file, for text assets of 1 kB and more only', () => {
    dir = mkdtempSync(join(tmpdir(), 'precompress-'));
    const script = `export const rows = ${JSON.stringify(Array.from({ length: 200 }, (_, index) => `row ${index}`))};`;
    writeFileSync(join(dir, 'app.js'), script);
    writeFileSync(join(dir, 'tiny.css'), 'a{color:red}');
    writeFileSync(join(dir, 'logo.png'), Buffer.alloc(4096, 1));

    precompressDirectory(dir);

    expect(brotliDecompressSync(readFileSync(join(dir, 'app.js.br'))).toString()).toBe(script);
    expect(gunzipSync(readFileSync(join(dir, 'app.js.gz'))).toString()).toBe(script);
    expect(readFileSync(join(dir, 'app.js.br')).length).toBeLessThan(script.length);
    expect(existsSync(join(dir, 'tiny.css.br'))).toBe(false);
    expect(existsSync(join(dir, 'logo.png.gz'))).toBe(false);
  });
});
