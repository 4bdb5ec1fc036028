import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { ChecklistDisclosure } from '@/components/ui/checklist-disclosure';
import { DatePicker } from '@/components/ui/date-picker';
import { NativeSelect } from '@/components/ui/native-select';
import { TextField } from '@/components/ui/text-field';
import { BOOKING_STATUSES, type BookingStatus } from '@/domain/booking/booking-codes-contract';
import { BOOKING_SORT_KEYS } from '@/domain/booking/booking-list-contract';
import {
  SHIPMENTS_QUERY_MAX_LENGTH,
  type ShipmentsFilters,
  type ShipmentsSearch,
} from '@/domain/booking/shipments-url';
import { LocationCombobox } from '@/domain/location/location-combobox';
import { isIsoDate } from '@/lib/dates';
import { useDebouncedValue } from '@/lib/use-debounced-value';

import styles from './shipments-page.module.css';
import { VoyageFilter } from './voyage-filter';

export interface ShipmentsFiltersProps {
  search: ShipmentsSearch;
  onChange: (patch: Partial<ShipmentsFilters>, options?: { replace?: boolean }) => void;
  /** Show the sort as a select (phones: the cards have no sortable headers). */
  showSort: boolean;
}

const SORT_OPTIONS = BOOKING_SORT_KEYS.flatMap((key) => [`-${key}`, key]);

/**
 * The overview's filters: text search on any reference (debounced, docs/requirements.md §9: 200 ms), statuses (several), POL
 * and POD (the location search), the departure date window (POL local dates), and on phones the sort. Every change
 * goes to the URL at once (the list follows the URL), the text search after the debounce.
 */
export function ShipmentsFiltersPanel({ search, onChange, showSort }: ShipmentsFiltersProps) {
  const { t } = useTranslation(['shipments', 'booking-domain']);

  // The text search: typed text is local until it settles, then replaces the URL's (one history entry per search).
  const [text, setText] = useState(search.q ?? '');
  const [shownQuery, setShownQuery] = useState(search.q);
  if (shownQuery !== search.q) {
    // The URL changed from outside (Back, a link, Clear): show its search.
    setShownQuery(search.q);
    setText(search.q ?? '');
  }
  const settled = useDebouncedValue(text.trim());
  useEffect(() => {
    if (settled !== (search.q ?? '')) onChange({ q: settled || undefined }, { replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a settled change of the typed text writes the URL; a URL change alone must not write it back
  }, [settled]);

  const [from, setFrom] = useState(search.departureFrom ?? '');
  const [to, setTo] = useState(search.departureTo ?? '');
  const [shownWindow, setShownWindow] = useState([search.departureFrom, search.departureTo]);
  if (shownWindow[0] !== search.departureFrom || shownWindow[1] !== search.departureTo) {
    setShownWindow([search.departureFrom, search.departureTo]);
    setFrom(search.departureFrom ?? '');
    setTo(search.departureTo ?? '');
  }
  const changeDate = (key: 'departureFrom' | 'departureTo', value: string) => {
    (key === 'departureFrom' ? setFrom : setTo)(value);
    // Half-typed dates stay in the field; a real date or an emptied field filters.
    if (value === '') onChange({ [key]: undefined });
    else if (isIsoDate(value) && value !== search[key]) onChange({ [key]: value });
  };

  const statuses = search.status ?? [];
  const toggleStatus = (status: BookingStatus, checked: boolean) => {
    const next = checked ? [...statuses, status] : statuses.filter((s) => s !== status);
    onChange({ status: next.length > 0 ? BOOKING_STATUSES.filter((s) => next.includes(s)) : undefined });
  };

  const sailing = search.vesselName && search.carrierExportVoyageNumber;
  const hasFilters = Boolean(
    search.q ||
    statuses.length ||
    search.polCode ||
    search.podCode ||
    search.departureFrom ||
    search.departureTo ||
    sailing,
  );
  const noSailing = { vesselName: undefined, carrierExportVoyageNumber: undefined };

  return (
    <div role="search" className={styles.filters} aria-label={t('shipments:filters.title')}>
      {sailing ? (
        <VoyageFilter
          vesselName={search.vesselName ?? ''}
          voyageNumber={search.carrierExportVoyageNumber ?? ''}
          onRemove={() => {
            onChange(noSailing);
          }}
        />
      ) : null}
      <div className={styles.search}>
        <TextField
          label={t('shipments:filters.query')}
          description={t('shipments:filters.query-hint')}
          type="search"
          value={text}
          maxLength={SHIPMENTS_QUERY_MAX_LENGTH}
          onChange={(event) => {
            setText(event.target.value);
          }}
        />
      </div>
      <ChecklistDisclosure
        summary={
          statuses.length > 0
            ? t('shipments:filters.status-count', { count: statuses.length })
            : t('shipments:filters.status-any')
        }
        legend={t('shipments:filters.status')}
        options={BOOKING_STATUSES.map((status) => ({ value: status, label: t(`booking-domain:status.${status}`) }))}
        inputProps={(value) => ({
          checked: statuses.includes(value as BookingStatus),
          onChange: (event) => {
            toggleStatus(value as BookingStatus, event.target.checked);
          },
        })}
      />
      <LocationCombobox
        label={t('shipments:filters.pol')}
        placeholder={t('shipments:filters.location-placeholder')}
        emptyMessage={t('shipments:filters.location-empty')}
        required={false}
        value={search.polCode ? { code: search.polCode, name: search.polName ?? search.polCode } : null}
        onChange={(value) => {
          onChange({ polCode: value?.code, polName: value?.name });
        }}
      />
      <LocationCombobox
        label={t('shipments:filters.pod')}
        placeholder={t('shipments:filters.location-placeholder')}
        emptyMessage={t('shipments:filters.location-empty')}
        required={false}
        value={search.podCode ? { code: search.podCode, name: search.podName ?? search.podCode } : null}
        onChange={(value) => {
          onChange({ podCode: value?.code, podName: value?.name });
        }}
      />
      <DatePicker
        label={t('shipments:filters.departure-from')}
        value={from}
        onChange={(value) => {
          changeDate('departureFrom', value);
        }}
        {...(to && isIsoDate(to) ? { maxDate: to } : {})}
      />
      <DatePicker
        label={t('shipments:filters.departure-to')}
        value={to}
        onChange={(value) => {
          changeDate('departureTo', value);
        }}
        {...(from && isIsoDate(from) ? { minDate: from } : {})}
      />
      {showSort ? (
        <NativeSelect
          label={t('shipments:filters.sort')}
          value={search.sort}
          options={SORT_OPTIONS.map((sort) => ({ value: sort, label: t(`shipments:sort.${sort}`) }))}
          onChange={(event) => {
            onChange({ sort: event.target.value });
          }}
        />
      ) : null}
      {hasFilters ? (
        <Button
          className={styles.clear}
          onClick={() => {
            setText('');
            onChange({
              q: undefined,
              status: undefined,
              polCode: undefined,
              polName: undefined,
              podCode: undefined,
              podName: undefined,
              departureFrom: undefined,
              departureTo: undefined,
              ...noSailing,
            });
          }}
        >
          {t('shipments:filters.clear')}
        </Button>
      ) : null}
    </div>
  );
}
