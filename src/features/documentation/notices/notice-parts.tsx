import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { PrintDocumentAddressBox } from '@/components/ui/print-document-parts';
import { useDocumentTitle } from '@/lib/use-document-title';

import styles from './notice-document.module.css';

/** A party as the notices print it: name, street and city lines. */
export interface NoticeParty {
  partyName: string;
  address?: { street?: string; streetNumber?: string; postCode?: string; city?: string; countryCode?: string };
}

/** A party's box: name and address, or `fallback` when the party is absent. */
export function NoticePartyField({ label, party, fallback }: { label: string; party?: NoticeParty; fallback: string }) {
  const address = party?.address;
  const street = address?.street
    ? [address.street, address.streetNumber].filter(Boolean).join(' ') +
      (address.postCode ? `, ${address.postCode}` : '')
    : undefined;
  const city = address?.city ? [address.city, address.countryCode].filter(Boolean).join(', ') : undefined;
  return <PrintDocumentAddressBox label={label} name={party?.partyName} lines={[street, city]} fallback={fallback} />;
}

/** A place as 'Rotterdam (NLRTM)', or '—'. */
export function placeText(location: { locationName?: string; UNLocationCode?: string } | undefined): string {
  if (!location) return '—';
  return [location.locationName, location.UNLocationCode && `(${location.UNLocationCode})`].filter(Boolean).join(' ');
}

/**
 * A notice page: its heading (screen only: the document carries its own title on paper), the browser tab's title and
 * the notice. Both titles name a reference only once the server has answered for it (the caller decides).
 */
export function NoticePage({ heading, title, children }: { heading: string; title: string; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <section aria-labelledby="notice-title" className={styles.page}>
      <h1 id="notice-title" className="no-print">
        {heading}
      </h1>
      {children}
    </section>
  );
}

/** The "Print or save as PDF" button above a notice (the browser's print dialog; A4 from the print styles). */
export function PrintButton() {
  const { t } = useTranslation('print-notices');
  return (
    <Button
      onClick={() => {
        window.print();
      }}
    >
      {t('print')}
    </Button>
  );
}

/** One container of a notice: number, ISO size-type, seal numbers. */
export interface NoticeContainer {
  equipmentReference: string;
  ISOEquipmentCode: string;
  seals: string[];
}

/** The containers section of a notice ("7 containers" and a table), with `children` under the table. */
export function NoticeContainers({ containers, children }: { containers: NoticeContainer[]; children?: ReactNode }) {
  const { t } = useTranslation('print-notices');
  return (
    <section className={styles.section} aria-labelledby="containers-title">
      <h3 id="containers-title">{t('containers', { count: containers.length })}</h3>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('container-number')}</th>
              <th scope="col">{t('size-type')}</th>
              <th scope="col">{t('seals')}</th>
            </tr>
          </thead>
          <tbody>
            {containers.map((container) => (
              <tr key={container.equipmentReference}>
                <th scope="row">{container.equipmentReference}</th>
                <td>{container.ISOEquipmentCode}</td>
                <td>{container.seals.length > 0 ? container.seals.join(', ') : '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {children}
    </section>
  );
}
