import { screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';

import { LanguageSwitch } from '@/components/language-switch';
import { sessionStore } from '@/domain/session/session-store';
import { getProfile, updateProfile } from '@/features/profile/api/profile-api';
import { PreferredLanguageHost } from '@/features/profile/components/preferred-language-host';
import { ProfilePage } from '@/features/profile/components/profile-page';
import {
  applyPreferredLanguage,
  chooseLanguage,
  createI18n,
  LANGUAGE_CHOSEN_KEY,
  LANGUAGE_STORAGE_KEY,
} from '@/lib/i18n';
import { logIn } from '@/services/session/session-auth';

import { DEMO_LOGINS } from '../../../mocks/auth/demo-users';
import { renderWithProviders } from '../../render';

/** Logs in the demo shipper and saves `lng` as their preferred language through the mock API. */
async function logInPreferring(lng: 'en' | 'ko' | 'ja' | 'zh') {
  await logIn(DEMO_LOGINS.shipper);
  const { firstName, lastName, jobTitle, phone, timeZone } = await getProfile();
  await updateProfile({ firstName, lastName, jobTitle, phone, timeZone, preferredLanguage: lng });
}

/** A text of the shell in the UI language. */
function SkipLink() {
  const { t } = useTranslation('common');
  return <p>{t('skip-to-content')}</p>;
}

afterEach(() => {
  sessionStore.getState().logOut();
  document.documentElement.lang = 'en';
});

describe("the profile's preferred language", () => {
  it('switches the UI once a logged-in user’s profile is known, and is kept for the next start', async () => {
    await logInPreferring('ko');
    renderWithProviders(
      <>
        <PreferredLanguageHost />
        <SkipLink />
      </>,
    );
    expect(await screen.findByText('본문으로 건너뛰기')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('ko');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('ko');
  });

  it('switches the UI when the user saves a new one, even after a choice in the header', async () => {
    await logInPreferring('en');
    const { user } = renderWithProviders(
      <>
        <LanguageSwitch />
        <ProfilePage />
      </>,
      { route: '/my-profile' },
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), '日本語');
    const language = await screen.findByRole('combobox', { name: '言語' });
    // The page is in Japanese now: "Preferred language", "Save changes".
    await user.selectOptions(await screen.findByRole('combobox', { name: '希望言語' }), '简体中文');
    await user.click(screen.getByRole('button', { name: '変更を保存' }));
    expect(await screen.findByRole('combobox', { name: '语言' })).toHaveValue('zh');
    expect(language).toHaveValue('zh');
  });
});

describe('applyPreferredLanguage', () => {
  it("gives way to the header's choice for the rest of the visit, unless the user just saved it", async () => {
    const i18n = createI18n();
    await chooseLanguage(i18n, 'ja');
    expect(sessionStorage.getItem(LANGUAGE_CHOSEN_KEY)).toBe('true');

    await expect(applyPreferredLanguage(i18n, 'ko')).resolves.toBe(false);
    expect(i18n.language).toBe('ja');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('ja');

    await expect(applyPreferredLanguage(i18n, 'ko', true)).resolves.toBe(true);
    expect(i18n.language).toBe('ko');
  });

  it('switches and stores the language when the header was not used this visit', async () => {
    const i18n = createI18n();
    await expect(applyPreferredLanguage(i18n, 'zh')).resolves.toBe(true);
    expect(i18n.language).toBe('zh');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('zh');
  });
});
