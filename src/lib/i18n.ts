import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';

/** Languages the portal ships (issue 4): English, Korean, Japanese, Simplified Chinese. English is the fallback. */
export const SUPPORTED_LANGUAGES = ['en', 'ko', 'ja', 'zh'] as const;
/** A language code of {@link SUPPORTED_LANGUAGES}. */
export type Language = (typeof SUPPORTED_LANGUAGES)[number];

// English is bundled with the shell; other languages load on demand (one chunk per namespace file).
const englishFiles = import.meta.glob<{ default: Record<string, unknown> }>('../locales/en/*.json', { eager: true });
const otherFiles = import.meta.glob<{ default: Record<string, unknown> }>([
  '../locales/*/*.json',
  '!../locales/en/*.json',
]);

function namespaceOf(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1, -'.json'.length);
}
function languageOf(path: string): string {
  const parts = path.split('/');
  return parts[parts.length - 2] ?? '';
}

/**
 * i18next namespaces: one per area (CONVENTIONS.md), one file per namespace in src/locales/<lang>/<namespace>.json.
 * `common` holds the frame, `ui` the shared UI kit. Derived from the English files, so a new namespace needs no edit.
 */
export const NAMESPACES: readonly string[] = Object.keys(englishFiles).map(namespaceOf).sort();

/** The bundled English resources, keyed namespace -> key. */
export const englishResources: Record<string, Record<string, unknown>> = Object.fromEntries(
  Object.entries(englishFiles).map(([path, module]) => [namespaceOf(path), module.default]),
);

/**
 * Loads every namespace of `lng` (English is already loaded). Resolves to language -> namespace -> key resources.
 * Rejects when a chunk cannot be fetched.
 */
export async function loadLanguageResources(lng: Language): Promise<Resource> {
  if (lng === 'en') return { en: englishResources };
  const entries = await Promise.all(
    Object.entries(otherFiles)
      .filter(([path]) => languageOf(path) === lng)
      .map(async ([path, load]) => [namespaceOf(path), (await load()).default] as const),
  );
  return { [lng]: Object.fromEntries(entries) };
}

/**
 * Creates and initialises an i18next instance with the English resources inline (synchronous). Other languages are
 * added by {@link changeLanguage}. Missing keys fall back to English, then to the key itself.
 */
export function createI18n(lng: Language = 'en'): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng,
    fallbackLng: 'en',
    supportedLngs: [...SUPPORTED_LANGUAGES],
    ns: [...NAMESPACES],
    defaultNS: 'common',
    resources: { en: englishResources },
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  return instance;
}

/** Loads the resources of `lng` into `instance` (once) and switches to it. */
export async function changeLanguage(instance: I18n, lng: Language): Promise<void> {
  if (lng !== 'en' && !instance.hasResourceBundle(lng, 'common')) {
    const resources = await loadLanguageResources(lng);
    for (const [ns, bundle] of Object.entries(resources[lng] ?? {})) {
      instance.addResourceBundle(lng, ns, bundle, true, true);
    }
  }
  await instance.changeLanguage(lng);
}

/** Local-storage key of the user's language choice (a {@link Language} code). */
export const LANGUAGE_STORAGE_KEY = 'one-ecom.language';

/**
 * The supported language a BCP 47 tag stands for: its primary subtag ('ko-KR' -> 'ko', 'zh-Hans-CN' -> 'zh').
 * Traditional Chinese tags (zh-Hant, zh-TW, zh-HK, zh-MO) are not Simplified Chinese and give undefined.
 */
export function toSupportedLanguage(tag: string): Language | undefined {
  const lower = tag.toLowerCase();
  if (/^zh-(hant|tw|hk|mo)\b/.test(lower)) return undefined;
  const primary = lower.split(/[-_]/)[0];
  return SUPPORTED_LANGUAGES.find((language) => language === primary);
}

function readStoredLanguage(): Language | undefined {
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return stored ? SUPPORTED_LANGUAGES.find((language) => language === stored) : undefined;
  } catch {
    // Storage can be blocked (privacy settings): fall back to the browser's languages.
    return undefined;
  }
}

/**
 * The language to start with (issue 4 section 4): the stored choice, else the first of the browser's preferred
 * languages that the portal ships, else English.
 */
export function detectInitialLanguage(languages: readonly string[] = navigator.languages): Language {
  const stored = readStoredLanguage();
  if (stored) return stored;
  for (const tag of languages) {
    const language = toSupportedLanguage(tag);
    if (language) return language;
  }
  return 'en';
}

/** The BCP 47 tag for `lang` attributes and `Intl` of a {@link Language}: Simplified Chinese is 'zh-Hans'. */
export function languageTag(lng: string): string {
  return lng === 'zh' ? 'zh-Hans' : lng;
}

/**
 * Switches `instance` to `lng` (loading it first), stores the choice in local storage so it survives a reload, and
 * sets `<html lang>`. Rejects when the language's files cannot be fetched; the previous language then stays.
 */
export async function chooseLanguage(instance: I18n, lng: Language): Promise<void> {
  await changeLanguage(instance, lng);
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, lng);
  } catch {
    // Not persisted when storage is blocked; the choice still holds for this page.
  }
}

/** Sets `<html lang>` to the language `instance` shows now, and again whenever it changes. */
export function syncDocumentLanguage(instance: I18n): () => void {
  const update = (lng: string) => {
    document.documentElement.lang = languageTag(lng);
  };
  update(instance.resolvedLanguage ?? instance.language);
  instance.on('languageChanged', update);
  return () => {
    instance.off('languageChanged', update);
  };
}

/**
 * Start-up: switch `instance` to {@link detectInitialLanguage} (stored choice, then navigator.languages) before the
 * first render, so no English flashes. A language whose files fail to load leaves English on.
 */
export async function restoreLanguage(instance: I18n): Promise<void> {
  const lng = detectInitialLanguage();
  if (lng === 'en') return;
  try {
    await changeLanguage(instance, lng);
  } catch {
    // Keep English: the switch in the header can try again.
  }
}

/** The app's i18next instance. */
export const i18n = createI18n();
