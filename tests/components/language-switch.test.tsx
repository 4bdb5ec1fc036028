import { screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';

import { LanguageSwitch } from '@/components/language-switch';
import { LANGUAGE_STORAGE_KEY } from '@/lib/i18n';

import { renderWithProviders } from '../render';
import { axeViolations } from './ui/axe';

function Page() {
  const { t } = useTranslation();
  return (
    <main>
      <h1>{t('home.title')}</h1>
      <LanguageSwitch />
    </main>
  );
}

afterEach(() => {
  document.documentElement.lang = 'en';
});

describe('LanguageSwitch', () => {
  it('offers the four languages, each named in itself', async () => {
    renderWithProviders(<Page />);
    const select = screen.getByRole('combobox', { name: 'Language' });
    expect(select).toHaveValue('en');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'English',
      '한국어',
      '日本語',
      '简体中文',
    ]);
    expect(screen.getByRole('option', { name: '한국어' })).toHaveAttribute('lang', 'ko');
    expect(await axeViolations()).toEqual([]);
  });

  it('switches the page to Korean, keeps the choice and sets the page language', async () => {
    const { user } = renderWithProviders(<Page />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), '한국어');

    expect(await screen.findByRole('heading', { name: 'ONE e-Commerce에 오신 것을 환영합니다' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: '언어' })).toHaveValue('ko');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('ko');
    expect(document.documentElement.lang).toBe('ko');

    await user.selectOptions(screen.getByRole('combobox', { name: '언어' }), 'English');
    expect(await screen.findByRole('heading', { name: 'Welcome to ONE e-Commerce' })).toBeInTheDocument();
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
  });
});
