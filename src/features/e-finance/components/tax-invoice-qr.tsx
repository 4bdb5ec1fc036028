import { toString as qrToSvg } from 'qrcode';
import { useEffect, useState } from 'react';

import styles from './tax-invoice-document.module.css';

/**
 * The signed QR code of a GST e-invoice, drawn from `text` (the portal's signed JWS) as an SVG image: an <img> with a
 * data URL, never markup put into the page. Nothing until it is drawn.
 */
export function TaxInvoiceQr({ text, label }: { text: string; label: string }) {
  const [source, setSource] = useState<{ text: string; url: string }>();
  useEffect(() => {
    let current = true;
    void qrToSvg(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }).then((svg) => {
      if (current) setSource({ text, url: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` });
    });
    return () => {
      current = false;
    };
  }, [text]);
  return source?.text === text ? <img className={styles.qr} src={source.url} alt={label} /> : null;
}
