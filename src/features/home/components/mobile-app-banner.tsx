import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { MOBILE_APP_URL } from '@/config/support';
import { whenIdle } from '@/lib/idle';
import { useNearViewport } from '@/lib/use-near-viewport';

import styles from './home.module.css';

/** Side of the QR code image, in CSS px. */
const QR_SIZE = 128;

/**
 * The mobile app banner with a real QR code (docs/requirements.md §2) leading to MOBILE_APP_URL. The `qrcode` package loads
 * lazily (its own chunk) and renders a PNG data URL into an <img> once the banner nears the viewport (it is below the
 * fold: a page load that never scrolls there does not spend the CPU); until then, and if it fails, the plain link
 * remains the way to the app.
 */
export function MobileAppBanner() {
  const { t } = useTranslation('home');
  const [qrDataUrl, setQrDataUrl] = useState<string | null>(null);
  const bannerRef = useRef<HTMLElement>(null);
  const near = useNearViewport(bannerRef);

  useEffect(() => {
    if (!near) return undefined;
    let cancelled = false;
    // Drawing the code is CPU work the first paint does not need: it waits until the page is idle.
    const cancelIdle = whenIdle(() => {
      import('qrcode')
        .then((qrcode) =>
          qrcode.toDataURL(MOBILE_APP_URL, { width: QR_SIZE * 2, margin: 1, errorCorrectionLevel: 'M' }),
        )
        .then((url) => {
          if (!cancelled) setQrDataUrl(url);
        })
        .catch(() => {
          // No QR code: the link below still leads to the app.
        });
    });
    return () => {
      cancelled = true;
      cancelIdle();
    };
  }, [near]);

  return (
    <section ref={bannerRef} aria-labelledby="mobile-app-title" className={styles.appBanner}>
      <div>
        <h2 id="mobile-app-title" className={styles.panelTitle}>
          {t('app.title')}
        </h2>
        <p>{t('app.text')}</p>
        <a href={MOBILE_APP_URL} target="_blank" rel="noopener noreferrer" className={styles.appLink}>
          {t('app.link')} <span className="visually-hidden">{t('app.new-tab')}</span>
        </a>
      </div>
      <div className={styles.qr}>
        {qrDataUrl ? (
          <img src={qrDataUrl} alt={t('app.qr-alt')} width={QR_SIZE} height={QR_SIZE} />
        ) : (
          <span className={styles.qrPlaceholder} aria-hidden="true" />
        )}
      </div>
    </section>
  );
}
