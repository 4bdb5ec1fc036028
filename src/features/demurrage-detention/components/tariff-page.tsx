import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';

import { NativeSelect } from '@/components/ui/native-select';
import { QueryErrorFallback } from '@/components/ui/query-error-fallback';
import { Spinner } from '@/components/ui/spinner';
import {
  DND_KINDS,
  type DndKind,
  EQUIPMENT_GROUPS,
  type EquipmentGroup,
} from '@/domain/demurrage-detention/dnd-contract';
import { useUserCountryCode } from '@/domain/location/user-country';
import { useDocumentTitle } from '@/lib/use-document-title';

import { dndQueries } from '../api/demurrage-detention-queries';
import styles from './dnd.module.css';
import { TariffTable } from './tariff-table';

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((candidate) => candidate === value);

/**
 * /prices/demurrage-detention-tariff (public; docs/areas/demurrage-detention.md "Tariff"): free time and daily rates by
 * country or port, equipment group and kind. The filters live in the URL (`country`, `port`, `equipment`, `kind`);
 * without a country the user's own (profile, else location) is shown.
 */
export function DndTariffPage() {
  const { t, i18n } = useTranslation('demurrage-detention');
  useDocumentTitle(t('tariff.title'));
  const [params, setParams] = useSearchParams();
  const userCountry = useUserCountryCode();
  const country = /^[A-Z]{2}$/.test(params.get('country') ?? '')
    ? (params.get('country') ?? '')
    : (userCountry ?? 'KR');
  const port = /^[A-Z]{2}[A-Z0-9]{3}$/.test(params.get('port') ?? '') ? (params.get('port') ?? undefined) : undefined;
  const equipmentGroup = oneOf<EquipmentGroup>(EQUIPMENT_GROUPS, params.get('equipment'));
  const kind = oneOf<DndKind>(DND_KINDS, params.get('kind'));
  const query = useQuery(
    dndQueries.tariffs({
      countryCode: country,
      ...(port?.startsWith(country) ? { UNLocationCode: port } : {}),
      ...(equipmentGroup ? { equipmentGroup } : {}),
      ...(kind ? { kind } : {}),
    }),
  );
  const names = new Intl.DisplayNames([i18n.language], { type: 'region' });
  const countries = (query.data?.countries ?? [country])
    .map((code) => ({ value: code, label: names.of(code) ?? code }))
    .sort((a, b) => a.label.localeCompare(b.label, i18n.language));

  const setFilter = (name: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    if (name === 'country') {
      next.set('country', value);
      next.delete('port');
    }
    setParams(next, { replace: true });
  };

  return (
    <div className={styles.page}>
      <div>
        <h1>{t('tariff.title')}</h1>
        <p className={styles.lead}>{t('tariff.intro')}</p>
      </div>
      <form
        className={styles.filters}
        aria-label={t('tariff.filters')}
        onSubmit={(event) => {
          event.preventDefault();
        }}
      >
        <NativeSelect
          label={t('tariff.country')}
          value={country}
          options={countries}
          onChange={(event) => {
            setFilter('country', event.target.value);
          }}
        />
        <NativeSelect
          label={t('tariff.port')}
          value={port ?? ''}
          options={[
            { value: '', label: t('tariff.all-ports') },
            ...(query.data?.ports ?? []).map((entry) => ({
              value: entry.UNLocationCode,
              label: `${entry.locationName} (${entry.UNLocationCode})`,
            })),
          ]}
          onChange={(event) => {
            setFilter('port', event.target.value);
          }}
        />
        <NativeSelect
          label={t('tariff.equipment')}
          value={equipmentGroup ?? ''}
          options={[
            { value: '', label: t('tariff.all-equipment') },
            ...EQUIPMENT_GROUPS.map((group) => ({ value: group, label: t(`equipment.${group}`) })),
          ]}
          onChange={(event) => {
            setFilter('equipment', event.target.value);
          }}
        />
        <NativeSelect
          label={t('tariff.kind')}
          value={kind ?? ''}
          options={[
            { value: '', label: t('tariff.all-kinds') },
            ...DND_KINDS.map((value) => ({ value, label: t(`kinds.${value}`) })),
          ]}
          onChange={(event) => {
            setFilter('kind', event.target.value);
          }}
        />
      </form>
      <p className={styles.note}>{t('tariff.rules')}</p>
      {query.isError ? (
        <QueryErrorFallback query={query} />
      ) : !query.data ? (
        <Spinner label={t('tariff.loading')} />
      ) : query.data.tariffs.length === 0 ? (
        <p className={styles.empty}>{t('tariff.none')}</p>
      ) : (
        <TariffTable tariffs={query.data.tariffs} />
      )}
    </div>
  );
}
