import { useTranslation } from 'react-i18next';

import type { MenuGuide } from '@/domain/guide/guide-contract';

import { legacyFrameUrl, toLegacyOrigin } from '../utils/legacy-frame-url';
import { LegacyFrameHost } from './legacy-frame-host';

/** Props of {@link LegacyEmbed}. */
export interface LegacyEmbedProps {
  title: string;
  /** Path on the legacy origin ('/ecom/CUP_HOM_3301.do', '/ecom/addressBook.do'). */
  legacyPath: string;
  /** The host page's query string, passed on to the legacy page. */
  search: string;
  /** The configured legacy origin (runtime config); normalised to its exact origin here. */
  legacyOrigin: string;
  guide: MenuGuide | null;
  minSpinnerMs?: number;
}

/**
 * Builds the frame address and mounts a fresh {@link LegacyFrameHost} per address (a new page starts with the spinner
 * again). Shows an error text when the configured legacy origin is unusable.
 */
export function LegacyEmbed({ title, legacyPath, search, legacyOrigin, guide, minSpinnerMs }: LegacyEmbedProps) {
  const { t, i18n } = useTranslation('legacy');
  const origin = toLegacyOrigin(legacyOrigin);
  const src = origin === null ? null : legacyFrameUrl(origin, legacyPath, search, i18n.language);
  if (origin === null || src === null) {
    return (
      <section aria-labelledby="legacy-page-title">
        <h1 id="legacy-page-title">{title}</h1>
        <p role="alert">{t('frame.unavailable')}</p>
      </section>
    );
  }
  return (
    <LegacyFrameHost
      key={src}
      title={title}
      src={src}
      legacyOrigin={origin}
      guide={guide}
      {...(minSpinnerMs === undefined ? {} : { minSpinnerMs })}
    />
  );
}
