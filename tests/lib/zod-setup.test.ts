import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const SETUP_IMPORTS = ["import '@/lib/zod-setup';", "import '@/lib/zod-messages';"];
const ZOD_VALUE_IMPORT = /^import (?!type )[^;]*from 'zod(?:\/mini)?';$/m;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('zod setup', () => {
  // zod is no longer loaded by the app shell, so no single start-up import can set its CSP-safe (jitless) mode first:
  // each module that creates schemas sets it up itself, before its own zod import (ES modules evaluate imports in order).
  it('is imported before zod by every module that creates schemas', () => {
    const files = [...sourceFiles(join(ROOT, 'src')), ...sourceFiles(join(ROOT, 'mocks'))].filter(
      (file) => !file.endsWith(join('lib', 'zod-setup.ts')),
    );
    const usingZod = files.filter((file) => ZOD_VALUE_IMPORT.test(readFileSync(file, 'utf8')));
    expect(usingZod.length).toBeGreaterThan(10);
    const missing = usingZod.filter((file) => {
      const text = readFileSync(file, 'utf8');
      const setupAt = Math.min(...SETUP_IMPORTS.map((line) => text.indexOf(line)).filter((index) => index >= 0));
      return !(setupAt < (text.match(ZOD_VALUE_IMPORT)?.index ?? 0));
    });
    expect(missing.map((file) => relative(ROOT, file))).toEqual([]);
  });

  it('keeps zod out of the start-up module (main.tsx imports neither zod nor its setup)', () => {
    const main = readFileSync(join(ROOT, 'src', 'main.tsx'), 'utf8');
    expect(main).not.toMatch(/from 'zod|zod-setup|runtime-config-schema/);
  });
});
