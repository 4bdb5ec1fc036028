import { type SyntheticEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { RadioGroup } from '@/components/ui/radio-group';
import { TextArea } from '@/components/ui/text-area';
import type { TrackingKind } from '@/config/paths';
import {
  type CargoTrackingSearch,
  checkTrackingNumber,
  splitTrackingNumbers,
  TRACKING_KINDS,
  TRACKING_NUMBERS_MAX,
} from '@/domain/tracking/tracking-url';

import styles from './cargo-tracking-page.module.css';

/** Props of {@link TrackingSearchForm}. */
export interface TrackingSearchFormProps {
  /** The search in the URL, shown in the form. */
  initial: CargoTrackingSearch | null;
  onSearch: (search: CargoTrackingSearch) => void;
}

/** The tracking search: a kind and one to ten numbers separated by spaces, commas or new lines. */
export function TrackingSearchForm({ initial, onSearch }: TrackingSearchFormProps) {
  const { t } = useTranslation('tracking');
  const [kind, setKind] = useState<TrackingKind>(initial?.kind ?? 'B');
  const [text, setText] = useState(initial?.numbers.join('\n') ?? '');
  const [error, setError] = useState<string | undefined>();

  const handleSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    const parts = splitTrackingNumbers(text);
    const checked = parts.map((part) => ({ part, check: checkTrackingNumber(kind, part) }));
    const invalid = checked.filter(({ check }) => 'unsearched' in check && check.unsearched.reason === 'format');
    const wrongDigits = checked.flatMap(({ check }) =>
      'unsearched' in check && check.unsearched.reason === 'check-digit' ? [check.unsearched] : [],
    );
    const problems: string[] = [];
    if (parts.length === 0) problems.push(t('search.required'));
    else if (parts.length > TRACKING_NUMBERS_MAX) problems.push(t('search.too-many'));
    else {
      if (invalid.length > 0) {
        const numbers = invalid.map(({ part }) => part).join(', ');
        problems.push(t('search.invalid', { kind: t(`search.kinds.${kind}`), numbers }));
      }
      for (const wrong of wrongDigits) {
        problems.push(t('search.check-digit', { number: wrong.number, digit: wrong.checkDigit }));
      }
    }
    const problem = problems.length > 0 ? problems.join(' ') : undefined;
    setError(problem);
    if (problem) return;
    const numbers = [...new Set(checked.flatMap(({ check }) => ('number' in check ? [check.number] : [])))];
    onSearch({ kind, numbers });
  };

  return (
    <form onSubmit={handleSubmit} noValidate className={styles.form} aria-label={t('title')}>
      <RadioGroup<TrackingKind>
        legend={t('search.legend')}
        name="tracking-kind"
        value={kind}
        options={TRACKING_KINDS.map((value) => ({ value, label: t(`search.kinds.${value}`) }))}
        onChange={(value) => {
          setKind(value);
          setError(undefined);
        }}
      />
      <TextArea
        label={t('search.numbers')}
        description={t('search.numbers-help')}
        required
        rows={3}
        value={text}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        error={error}
        onChange={(event) => {
          setText(event.target.value);
        }}
      />
      <Button type="submit" variant="primary">
        {t('search.submit')}
      </Button>
    </form>
  );
}
