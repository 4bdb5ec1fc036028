// The legacy page table as the stand-in sees it. The single source is src/config/legacy-pages.ts (TypeScript, which
// plain Node 20 cannot import): its `page('3301', 'cargo-tracking', 'tracking', false)` rows and LEGACY_PATH_PAGES
// are read from the source text; tests/mocks/legacy-portal.test.ts checks the result equals the app's table.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

// import.meta.dirname: Node 20.11+ and Vitest (whose import.meta.url is not a file: URL under jsdom).
const ROOT = join(import.meta.dirname ?? fileURLToPath(new URL('.', import.meta.url)), '..', '..');
const TABLE_FILE = join(ROOT, 'src/config/legacy-pages.ts');

/** Languages with title files (src/locales/<lang>/legacy.json). */
export const LANGUAGES = ['en', 'ko', 'ja', 'zh'];

/**
 * Reads the page table: [{ code, titleKey, area, requiresLogin }] for every coded page, and
 * { addressBook, surcharge } for the pages embedded by path ({ legacyPath, titleKey, requiresLogin }).
 * Throws when the source file no longer has the expected shape (so a refactor cannot silently empty the stand-in).
 */
export function readPageTable(source = readFileSync(TABLE_FILE, 'utf8')) {
  const rowPattern = /^\s*page\('(\d{4})', '([a-z0-9-]+)', '([a-zA-Z]+)'(?:, (true|false))?\),?$/gm;
  const pages = [...source.matchAll(rowPattern)].map(([, digits, titleKey, area, login]) => ({
    code: `CUP_HOM_${digits}`,
    titleKey,
    area,
    requiresLogin: login !== 'false',
  }));
  const pathPage = (key) => {
    const block = new RegExp(`${key}: \\{([^}]*)\\}`).exec(source)?.[1] ?? '';
    const field = (name) => new RegExp(`${name}: ([^,\\n]+)`).exec(block)?.[1]?.trim().replace(/^'|'$/g, '');
    return {
      legacyPath: field('legacyPath'),
      titleKey: field('titleKey'),
      requiresLogin: field('requiresLogin') === 'true',
    };
  };
  const pathPages = { addressBook: pathPage('addressBook'), surcharge: pathPage('surcharge') };
  if (pages.length < 50 || !pathPages.addressBook.legacyPath || !pathPages.surcharge.legacyPath) {
    throw new Error(`Could not read the legacy page table from ${TABLE_FILE}`);
  }
  return { pages, pathPages };
}

/** Title maps per language: { en: { 'cargo-tracking': 'Cargo Tracking', ... }, ko: ... }; English fills the gaps. */
export function readTitles() {
  const titles = {};
  for (const language of LANGUAGES) {
    const file = join(ROOT, 'src/locales', language, 'legacy.json');
    titles[language] = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')).titles ?? {}) : {};
  }
  for (const language of LANGUAGES) titles[language] = { ...titles.en, ...titles[language] };
  return titles;
}
