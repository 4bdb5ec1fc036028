import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { SUPPORTED_LANGUAGES } from '@/lib/i18n';

/*
 * Every namespace file of src/locales/en (whoever added it) must exist in every other language with exactly the same
 * keys, taking each language's plural forms into account (i18next suffixes from Intl.PluralRules: English has _one and
 * _other, Korean, Japanese and Chinese only _other), the same {{placeholders}}, and no empty text.
 */

const LOCALES_DIR = join(process.cwd(), 'src/locales');
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const PLACEHOLDER = /{{\s*([\w.-]+)\s*(?:,[^}]*)?}}/g;

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

function flatten(value: Json, prefix = '', out: Map<string, string> = new Map()): Map<string, string> {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, out);
  } else {
    out.set(prefix, typeof value === 'string' ? value : JSON.stringify(value));
  }
  return out;
}

function readNamespace(language: string, file: string): Map<string, string> | undefined {
  try {
    return flatten(JSON.parse(readFileSync(join(LOCALES_DIR, language, file), 'utf8')) as Json);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

function placeholders(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((match) => match[1] ?? ''))].sort();
}

/** The keys `language` needs for the English keys: plural groups expand to that language's plural categories. */
function expectedKeys(english: Map<string, string>, language: string): Map<string, string> {
  const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  const expected = new Map<string, string>();
  for (const [key, text] of english) {
    if (!PLURAL_SUFFIX.test(key)) {
      expected.set(key, text);
      continue;
    }
    const base = key.replace(PLURAL_SUFFIX, '');
    // Compare every form with the English _other form: it carries all placeholders ({{count}} included).
    const reference = english.get(`${base}_other`) ?? text;
    for (const category of categories) expected.set(`${base}_${category}`, reference);
  }
  return expected;
}

/** Problems of one namespace file in one language, one line each (none when complete). */
function translationProblems(file: string, language: string): string[] {
  const english = readNamespace('en', file);
  const translated = readNamespace(language, file);
  if (!english) return [`en/${file} is missing`];
  if (!translated) return [`${language}/${file} is missing`];
  return compareNamespace(english, translated, language, file);
}

function compareNamespace(
  english: Map<string, string>,
  translated: Map<string, string>,
  language: string,
  file: string,
): string[] {
  const expected = expectedKeys(english, language);
  const problems: string[] = [];
  for (const [key, reference] of expected) {
    const text = translated.get(key);
    if (text === undefined) problems.push(`${language}/${file}: missing "${key}"`);
    else if (text.trim() === '') problems.push(`${language}/${file}: empty "${key}"`);
    else if (placeholders(text).join() !== placeholders(reference).join()) {
      problems.push(
        `${language}/${file}: "${key}" has {{${placeholders(text).join(', ')}}}, English {{${placeholders(reference).join(', ')}}}`,
      );
    }
  }
  for (const key of translated.keys()) {
    if (!expected.has(key)) problems.push(`${language}/${file}: "${key}" is not an English key`);
  }
  return problems;
}

const englishFiles = readdirSync(join(LOCALES_DIR, 'en')).filter((file) => file.endsWith('.json'));
const otherLanguages = SUPPORTED_LANGUAGES.filter((language) => language !== 'en');

describe('translations', () => {
  it('names missing keys, plural forms, stray keys and placeholder mismatches', () => {
    const english = flatten({
      title: 'Schedule',
      days_one: '{{count}} day',
      days_other: '{{count}} days',
      hi: 'Hi {{name}}',
    });
    const korean = flatten({ title: '스케줄', days_one: '{{count}}일', hi: '{{user}}님 안녕하세요' });
    expect(compareNamespace(english, korean, 'ko', 'demo.json')).toEqual([
      'ko/demo.json: missing "days_other"',
      'ko/demo.json: "hi" has {{user}}, English {{name}}',
      'ko/demo.json: "days_one" is not an English key',
    ]);
    expect(
      compareNamespace(
        english,
        flatten({ title: 'x', days_one: '{{count}}', days_other: '{{count}}', hi: '{{name}}' }),
        'en',
        'demo.json',
      ),
    ).toEqual([]);
  });

  it('finds the English namespaces', () => {
    expect(englishFiles).toEqual(expect.arrayContaining(['common.json', 'schedule.json', 'ui.json']));
  });

  describe.each(otherLanguages)('%s', (language) => {
    it.each(englishFiles)('has every key of %s with the same placeholders', (file) => {
      expect(translationProblems(file, language)).toEqual([]);
    });
  });
});
