import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

/** Languages the portal ships: English, Korean, Japanese, Simplified Chinese. English is the fallback. */
export const SUPPORTED_LANGUAGES = ['en', 'ko', 'ja', 'zh'] as const;
/** A language code of {@link SUPPORTED_LANGUAGES}. */
export type Language = (typeof SUPPORTED_LANGUAGES)[number];

/**
 * The shell's namespaces (CONVENTIONS.md "Layout": locales): the strings of the layout, the UI kit, the session popups
 * and the start-up error page. Their English is bundled with the shell; every other namespace is a feature's and loads
 * with the route that needs it ({@link loadNamespaces}). A new business area adds its own files only.
 */
const shellEnglishFiles = import.meta.glob<Record<string, unknown>>(
  '../locales/en/{common,shell,menu,ui,fallback,session,startup}.json',
  { eager: true, import: 'default' },
);
// One chunk per file: the English feature namespaces. The other languages' index is a chunk of its own
// (./locale-files-other.ts), fetched with the first string a Korean, Japanese or Chinese reader needs.
const lazyEnglishFiles = import.meta.glob<Record<string, unknown>>(
  ['../locales/en/*.json', '!../locales/en/{common,shell,menu,ui,fallback,session,startup}.json'],
  { import: 'default' },
);

function namespaceOf(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1, -'.json'.length);
}

/** The shell's namespaces, whose English the shell bundles (file names under src/locales/en/). */
export const SHELL_NAMESPACES: readonly string[] = Object.keys(shellEnglishFiles).map(namespaceOf).sort();

/**
 * Every i18next namespace: one per area (CONVENTIONS.md), one file per namespace in src/locales/<lang>/<namespace>.json.
 * `common` holds the frame, `ui` the shared UI kit. Derived from the files, so a new namespace needs no edit here.
 */
export const NAMESPACES: readonly string[] = [
  ...new Set([...SHELL_NAMESPACES, ...Object.keys(lazyEnglishFiles).map(namespaceOf)]),
].sort();

/** The English resources the shell bundles, keyed namespace -> key. */
export const shellEnglishResources: Record<string, Record<string, unknown>> = Object.fromEntries(
  Object.entries(shellEnglishFiles).map(([path, bundle]) => [namespaceOf(path), bundle]),
);

/** Fetches one namespace file; resolves to {} for a language or namespace that has no file. Rejects when its chunk cannot be fetched. */
async function readNamespace(lng: string, ns: string): Promise<Record<string, unknown>> {
  if (lng === 'en' && ns in shellEnglishResources) return shellEnglishResources[ns] ?? {};
  const path = `../locales/${lng}/${ns}.json`;
  const files = lng === 'en' ? lazyEnglishFiles : (await import('./locale-files-other')).otherLanguageFiles;
  const load = files[path];
  return load ? load() : {};
}

/**
 * i18next backend over the string files ({@link readNamespace}): a component that asks for a namespace nobody loaded suspends until it is
 * fetched (react-i18next), instead of showing keys. Routes load theirs ahead ({@link loadNamespaces}).
 */
const localeBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(lng, ns, callback) {
    readNamespace(lng, ns).then(
      (bundle) => {
        callback(null, bundle);
      },
      (error: unknown) => {
        callback(error instanceof Error ? error : new Error(String(error)), false);
      },
    );
  },
};

/**
 * Creates and initialises an i18next instance (synchronously) with `bundled` resources inline: by default the shell's
 * English; tests and tools may pass every namespace. Other namespaces and languages load on demand
 * ({@link loadNamespaces}, {@link changeLanguage}). Missing keys fall back to English, then to the key itself.
 */
export function createI18n(
  lng: Language = 'en',
  bundled: Record<string, Record<string, unknown>> = shellEnglishResources,
): I18n {
  const instance = i18next.createInstance();
  void instance
    .use(localeBackend)
    .use(initReactI18next)
    .init({
      lng,
      fallbackLng: 'en',
      supportedLngs: [...SUPPORTED_LANGUAGES],
      ns: [...SHELL_NAMESPACES],
      defaultNS: 'common',
      resources: { en: bundled },
      partialBundledLanguages: true,
      interpolation: { escapeValue: false },
      returnNull: false,
      initAsync: false,
      // A chunk that failed to load is not retried in a loop: the next navigation or language change asks again.
      maxRetries: 0,
    });
  return instance;
}

/**
 * Loads `namespaces` of `instance`'s language (and English, the fallback) unless already loaded, and keeps them for
 * later language changes. Resolves once they are in; a namespace whose chunk fails stays missing (keys show) and is
 * asked for again next time. The router calls it with each route's namespaces, in parallel with the route's chunk.
 */
export async function loadNamespaces(instance: I18n, namespaces: readonly string[]): Promise<void> {
  if (namespaces.length > 0) await instance.loadNamespaces([...namespaces]);
}

/**
 * Loads the namespaces `instance` uses (the shell's and every route's loaded so far) in `lng`, then switches to it.
 * Rejects when a file cannot be fetched; the previous language then stays.
 */
export async function changeLanguage(instance: I18n, lng: Language): Promise<void> {
  const loaded = instance.options.ns;
  const used = [...new Set([...SHELL_NAMESPACES, ...(typeof loaded === 'string' ? [loaded] : (loaded ?? []))])];
  await Promise.all(
    used
      .filter((ns) => !instance.hasResourceBundle(lng, ns))
      .map(async (ns) => {
        instance.addResourceBundle(lng, ns, await readNamespace(lng, ns), true, true);
      }),
  );
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
 * The language to start with: the stored choice, else the first of the browser's preferred
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
 * Session-storage key set when the user picks a language in the header's switch: that choice wins over the profile's
 * preferred language for the rest of the visit (this tab, reloads included).
 */
export const LANGUAGE_CHOSEN_KEY = 'one-ecom.language-chosen';

function storeLanguage(lng: Language): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, lng);
  } catch {
    // Not persisted when storage is blocked; the choice still holds for this page.
  }
}

/** True once the user picked a language in the header's switch during this visit ({@link chooseLanguage}). */
export function languageChosenThisVisit(): boolean {
  try {
    return sessionStorage.getItem(LANGUAGE_CHOSEN_KEY) === 'true';
  } catch {
    return false;
  }
}

/**
 * The header switch's choice: switches `instance` to `lng` (loading it first), stores the choice in local storage so
 * it survives a reload, marks it as chosen for this visit ({@link languageChosenThisVisit}) and, through
 * {@link syncDocumentLanguage}, sets `<html lang>`. Rejects when the language's files cannot be fetched; the previous
 * language then stays.
 */
export async function chooseLanguage(instance: I18n, lng: Language): Promise<void> {
  await changeLanguage(instance, lng);
  storeLanguage(lng);
  try {
    sessionStorage.setItem(LANGUAGE_CHOSEN_KEY, 'true');
  } catch {
    // Without storage the header choice still holds until the profile's language is applied.
  }
}

/**
 * A logged-in user's preferred language (their profile): switches `instance` to `lng` and stores it for the next
 * start, unless the user picked a language in the header this visit (that choice wins) and `saved` is false. `saved`:
 * the user has just saved this language in their profile, a choice of its own. Resolves to whether it switched;
 * rejects when the language's files cannot be fetched.
 */
export async function applyPreferredLanguage(instance: I18n, lng: Language, saved = false): Promise<boolean> {
  if (!saved && languageChosenThisVisit()) return false;
  if (instance.language !== lng) await changeLanguage(instance, lng);
  storeLanguage(lng);
  return true;
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
