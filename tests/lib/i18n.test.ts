import { afterEach, describe, expect, it } from 'vitest';

import {
  chooseLanguage,
  createI18n,
  detectInitialLanguage,
  LANGUAGE_STORAGE_KEY,
  loadNamespaces,
  restoreLanguage,
  syncDocumentLanguage,
  toSupportedLanguage,
} from '@/lib/i18n';

afterEach(() => {
  document.documentElement.lang = 'en';
});

describe('initial language', () => {
  it("follows the browser's preferred languages when nothing is stored", () => {
    expect(detectInitialLanguage(['ko-KR', 'en-US'])).toBe('ko');
    expect(detectInitialLanguage(['fr-FR', 'ja'])).toBe('ja');
    expect(detectInitialLanguage(['zh-CN'])).toBe('zh');
    expect(detectInitialLanguage(['de-DE', 'fr'])).toBe('en');
    expect(detectInitialLanguage([])).toBe('en');
  });

  it('does not take Traditional Chinese for Simplified', () => {
    expect(toSupportedLanguage('zh-TW')).toBeUndefined();
    expect(toSupportedLanguage('zh-Hant-HK')).toBeUndefined();
    expect(toSupportedLanguage('zh-Hans-SG')).toBe('zh');
  });

  it('prefers the stored choice, and ignores a stored value it does not ship', () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'ja');
    expect(detectInitialLanguage(['ko-KR'])).toBe('ja');
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'fr');
    expect(detectInitialLanguage(['ko-KR'])).toBe('ko');
  });
});

describe('choosing a language', () => {
  it('loads it, stores the choice, sets <html lang>, and comes back after a reload', async () => {
    const i18n = createI18n();
    const stop = syncDocumentLanguage(i18n);
    expect(document.documentElement.lang).toBe('en');

    await chooseLanguage(i18n, 'zh');
    expect(i18n.t('not-found.title')).toBe('找不到页面');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('zh');
    expect(document.documentElement.lang).toBe('zh-Hans');
    stop();

    // A reload: a fresh instance starts in English and restores the stored language before rendering; a route's
    // namespace then loads in that language.
    const reloaded = createI18n();
    await restoreLanguage(reloaded);
    expect(reloaded.language).toBe('zh');
    await loadNamespaces(reloaded, ['schedule']);
    expect(reloaded.t('schedule:page.title')).toBe('点到点船期');
  });
});
