import type { ReactNode } from 'react';

import styles from './notice-document.module.css';

/** A party as the notices print it: name, street and city lines. */
export interface NoticeParty {
  partyName: string;
  address?: { street?: string; streetNumber?: string; postCode?: string; city?: string; countryCode?: string };
}

/** One labelled box of a notice's grid. */
export function NoticeField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.box}>
      <h3 className={styles.label}>{label}</h3>
      <div className={styles.value}>{children}</div>
    </div>
  );
}

/** A party's box: name and address, or `fallback` when the party is absent. */
export function NoticePartyField({ label, party, fallback }: { label: string; party?: NoticeParty; fallback: string }) {
  const address = party?.address;
  return (
    <NoticeField label={label}>
      {party ? (
        <address className={styles.party}>
          <strong>{party.partyName}</strong>
          {address?.street ? (
            <span>
              {[address.street, address.streetNumber].filter(Boolean).join(' ')}
              {address.postCode ? `, ${address.postCode}` : ''}
            </span>
          ) : null}
          {address?.city ? <span>{[address.city, address.countryCode].filter(Boolean).join(', ')}</span> : null}
        </address>
      ) : (
        fallback
      )}
    </NoticeField>
  );
}

/** The notice's letterhead: carrier, document title and its numbers (label -> value). */
export function NoticeHeader({
  carrier,
  title,
  numbers,
}: {
  carrier: string;
  title: string;
  numbers: { label: string; value: string }[];
}) {
  return (
    <header className={styles.header}>
      <div>
        <p className={styles.carrier}>{carrier}</p>
        <h2 className={styles.title}>{title}</h2>
      </div>
      <dl className={styles.numbers}>
        {numbers.map((number) => (
          <div key={number.label}>
            <dt>{number.label}</dt>
            <dd>{number.value}</dd>
          </div>
        ))}
      </dl>
    </header>
  );
}

/** A place as 'Rotterdam (NLRTM)', or '—'. */
export function placeText(location: { locationName?: string; UNLocationCode?: string } | undefined): string {
  if (!location) return '—';
  return [location.locationName, location.UNLocationCode && `(${location.UNLocationCode})`].filter(Boolean).join(' ');
}
