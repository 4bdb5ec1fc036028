import { useTranslation } from 'react-i18next';

import { NativeSelect } from '@/components/ui/native-select';

import type { PortCallFilter } from '../utils/port-calls';
import { useDirectionLabel } from './port-call-parts';
import styles from './port-schedule-page.module.css';

export interface PortCallFiltersProps {
  /** The choices of the loaded answer: [code, name] of services and terminals, direction letters. */
  choices: { services: [string, string][]; terminals: [string, string][]; directions: string[] };
  filter: PortCallFilter;
  onChange: (filter: PortCallFilter) => void;
}

const ALL = '';

/** Service, terminal and direction filters over the loaded calls (instant; the page keeps them in the URL). */
export function PortCallFilters({ choices, filter, onChange }: PortCallFiltersProps) {
  const { t } = useTranslation('port-schedule');
  const directionLabel = useDirectionLabel();
  const all = { value: ALL, label: t('filter.all') };
  const change = (key: keyof PortCallFilter) => (event: React.ChangeEvent<HTMLSelectElement>) => {
    const value = event.target.value;
    onChange({ ...filter, [key]: value === ALL ? undefined : value });
  };
  return (
    <div className={styles.filters} role="group" aria-label={t('filter.label')}>
      <NativeSelect
        label={t('filter.service')}
        value={filter.service ?? ALL}
        onChange={change('service')}
        options={[all, ...choices.services.map(([code, name]) => ({ value: code, label: `${code} ${name}` }))]}
      />
      <NativeSelect
        label={t('filter.terminal')}
        value={filter.terminal ?? ALL}
        onChange={change('terminal')}
        options={[all, ...choices.terminals.map(([code, name]) => ({ value: code, label: `${code} ${name}` }))]}
      />
      <NativeSelect
        label={t('filter.direction')}
        value={filter.direction ?? ALL}
        onChange={change('direction')}
        options={[all, ...choices.directions.map((code) => ({ value: code, label: directionLabel(code) }))]}
      />
    </div>
  );
}
