import { describe, expect, it } from 'vitest';

/** Every key path of a nested translation object ('a.b.c'). */
function keyPaths(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keyPaths(child, prefix ? `${prefix}.${key}` : key));
}

const files = import.meta.glob<{ default: Record<string, unknown> }>('../../src/locales/*/*.json', { eager: true });
const SHELL_NAMESPACES = ['shell', 'menu', 'home', 'guides', 'pages', 'profile', 'survey'];

describe('shell translations', () => {
  it.each(SHELL_NAMESPACES)('namespace %s has every English key in ko, ja and zh, none empty', (namespace) => {
    const english = files[`../../src/locales/en/${namespace}.json`]?.default;
    expect(english).toBeDefined();
    for (const language of ['ko', 'ja', 'zh']) {
      const translated = files[`../../src/locales/${language}/${namespace}.json`]?.default;
      expect(keyPaths(translated).sort(), `${language}/${namespace}`).toEqual(keyPaths(english).sort());
      for (const path of keyPaths(translated)) {
        const text = path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], translated);
        expect(typeof text === 'string' && text.trim() !== '', `${language}/${namespace}: ${path}`).toBe(true);
      }
    }
  });
});
