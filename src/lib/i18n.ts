import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

import commonEn from '@/locales/en/common.json';
import scheduleEn from '@/locales/en/schedule.json';
import uiEn from '@/locales/en/ui.json';

/** Languages the portal ships. English is the fallback for any missing key. */
export const SUPPORTED_LANGUAGES = ['en'] as const;
/** A language code of {@link SUPPORTED_LANGUAGES}. */
export type Language = (typeof SUPPORTED_LANGUAGES)[number];

/** i18next namespaces: one per area (CONVENTIONS.md); `common` holds the frame, `ui` the shared UI kit. */
export const NAMESPACES = ['common', 'ui', 'schedule'] as const;

/** All translation resources, keyed language -> namespace -> key. */
export const resources = {
  en: { common: commonEn, ui: uiEn, schedule: scheduleEn },
} as const;

/**
 * Creates and initialises an i18next instance with the bundled resources (synchronous: resources are inline).
 * `lng` defaults to English. Missing keys fall back to English, then to the key itself.
 */
export function createI18n(lng: Language = 'en'): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng,
    fallbackLng: 'en',
    supportedLngs: [...SUPPORTED_LANGUAGES],
    ns: [...NAMESPACES],
    defaultNS: 'common',
    resources,
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  return instance;
}

/** The app's i18next instance. */
export const i18n = createI18n();
