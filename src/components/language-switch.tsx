import { type ChangeEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { chooseLanguage, type Language, languageTag, SUPPORTED_LANGUAGES } from '@/lib/i18n';

import styles from './language-switch.module.css';

/**
 * Each language named in itself (an endonym), so a reader finds their own language whatever the page shows now.
 * Not translated on purpose.
 */
const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  ko: '한국어',
  ja: '日本語',
  zh: '简体中文',
};

function isLanguage(value: string): value is Language {
  return (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

/** Props of {@link LanguageSwitch}. */
export interface LanguageSwitchProps {
  className?: string;
}

/**
 * The header's language switch: a labelled native `<select>` (the platform's own listbox, so
 * keyboard, phone pickers and screen readers behave as users expect). Choosing a language loads its texts, switches
 * the page, stores the choice in local storage (kept across reloads) and sets `<html lang>`. If the texts cannot be
 * loaded, the previous language stays and an error is shown next to the select.
 */
export function LanguageSwitch({ className }: LanguageSwitchProps) {
  const { t, i18n } = useTranslation('common');
  const id = useId();
  const [failed, setFailed] = useState(false);
  const current = i18n.resolvedLanguage ?? i18n.language;
  const value = isLanguage(current) ? current : 'en';

  const handleChange = (event: ChangeEvent<HTMLSelectElement>) => {
    const next = event.target.value;
    if (!isLanguage(next)) return;
    setFailed(false);
    chooseLanguage(i18n, next).catch(() => {
      setFailed(true);
    });
  };

  return (
    <div className={className ? `${styles.root} ${className}` : styles.root}>
      <label htmlFor={id} className="visually-hidden">
        {t('language-switch.label')}
      </label>
      <span aria-hidden="true" className={styles.icon}>
        <svg viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="1.6">
          <circle cx="12" cy="12" r="9" />
          <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3Z" />
        </svg>
      </span>
      <select
        id={id}
        className={styles.select}
        value={value}
        onChange={handleChange}
        aria-describedby={failed ? `${id}-error` : undefined}
        aria-invalid={failed || undefined}
      >
        {SUPPORTED_LANGUAGES.map((language) => (
          <option key={language} value={language} lang={languageTag(language)}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </select>
      {failed ? (
        <span id={`${id}-error`} role="alert" className={styles.error}>
          {t('language-switch.error')}
        </span>
      ) : null}
    </div>
  );
}
