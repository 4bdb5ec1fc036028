import * as Popover from '@radix-ui/react-popover';
import { format } from 'date-fns';
import { type ChangeEvent, lazy, type Ref, Suspense, useState } from 'react';
import type { Matcher } from 'react-day-picker';
import { useTranslation } from 'react-i18next';

import { DATE_FORMAT } from '@/config/limits';
import { isIsoDate, parseIsoDate, toIsoDate } from '@/lib/dates';

import styles from './date-picker.module.css';
import { Field } from './field';
import type { FieldErrorProps } from './field-issue';

// The month grid (react-day-picker) loads when a picker first opens: most visits type or keep the default dates.
const DatePickerCalendar = lazy(() =>
  import('./date-picker-calendar').then((module) => ({ default: module.DatePickerCalendar })),
);
import fieldStyles from './field.module.css';

/** Years a date picker offers before and after the current year by default (docs/requirements.md §5). */
export const DATE_PICKER_YEARS = 10;

/** Gap between a field and its popover, in px (docs/requirements.md §9: popover offset 8 px). */
export const POPOVER_OFFSET_PX = 8;

/** Props of {@link DatePicker}. Dates are 'yyyy-MM-dd' (docs/requirements.md §9) local calendar dates without a zone. */
export interface DatePickerProps {
  /** Id of the text input; generated when absent. */
  id?: string;
  name?: string;
  label: string;
  description?: string;
  /** Error message: sets aria-invalid and is linked by aria-describedby. */
  error?: FieldErrorProps['error'];
  issueText?: FieldErrorProps['issueText'];
  required?: boolean;
  disabled?: boolean;
  /** 'yyyy-MM-dd', or whatever the user typed ('' when empty). */
  value: string;
  /**
   * Called on every keystroke with the raw text, with 'yyyy-MM-dd' when a day is picked, and on blur when typed
   * digits such as '20260305' or '2026/03/05' form a real date (phone number pads have no '-').
   */
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** Years before today's year the calendar offers; default DATE_PICKER_YEARS = 10 (docs/requirements.md §5). */
  yearsBefore?: number;
  /** Years after today's year the calendar offers; default DATE_PICKER_YEARS = 10 (docs/requirements.md §5). */
  yearsAfter?: number;
  /** "Today": decides the year range and the today highlight; defaults to new Date() (local time). */
  today?: Date;
  /** Earliest pickable day, 'yyyy-MM-dd'; days before it are disabled. */
  minDate?: string;
  /** Latest pickable day, 'yyyy-MM-dd'; days after it are disabled. */
  maxDate?: string;
  /** The text input (react-hook-form's `field.ref`: `setFocus` and focus-on-error reach it). */
  ref?: Ref<HTMLInputElement> | undefined;
}

const LOOSE_DATE_PATTERN = /^(\d{4})[-/.]?(\d{2})[-/.]?(\d{2})$/;

/**
 * A date field: a text input the user may type 'yyyy-MM-dd' into, plus a button that opens a calendar in a modal
 * popover (APG "date picker dialog"). The calendar opens on the month of the current valid value, else today's month,
 * limited to `yearsBefore`..`yearsAfter` around today's year with month and year dropdowns. In the grid the arrows move
 * by day, PageUp/PageDown by month (Shift: year), Home/End to the week's ends, Enter/Space pick; Escape closes and
 * focus returns to the button. The button is named "Choose {label}" plus the selected date when there is one.
 */
export function DatePicker({
  id,
  name,
  label,
  description,
  error,
  issueText,
  required,
  disabled,
  value,
  onChange,
  onBlur,
  yearsBefore = DATE_PICKER_YEARS,
  yearsAfter = DATE_PICKER_YEARS,
  today,
  minDate,
  maxDate,
  ref,
}: DatePickerProps) {
  const { t } = useTranslation('ui');
  const [open, setOpen] = useState(false);
  const [defaultToday] = useState(() => new Date());
  const todayDate = today ?? defaultToday;
  const [month, setMonth] = useState<Date>(todayDate);

  const selected = parseIsoDate(value) ?? undefined;
  const startMonth = new Date(todayDate.getFullYear() - yearsBefore, 0, 1);
  const endMonth = new Date(todayDate.getFullYear() + yearsAfter, 11, 1);
  const min = minDate ? parseIsoDate(minDate) : null;
  const max = maxDate ? parseIsoDate(maxDate) : null;
  const disabledDays: Matcher[] = [];
  if (min) disabledDays.push({ before: min });
  if (max) disabledDays.push({ after: max });

  const handleOpenChange = (nextOpen: boolean) => {
    if (nextOpen) {
      const target = selected ?? todayDate;
      const first = new Date(target.getFullYear(), target.getMonth(), 1);
      setMonth(first < startMonth ? startMonth : first > endMonth ? endMonth : first);
    }
    setOpen(nextOpen);
  };

  const handleSelect = (date: Date) => {
    onChange(toIsoDate(date));
    setOpen(false);
  };

  const handleBlur = () => {
    const match = LOOSE_DATE_PATTERN.exec(value.trim());
    if (match && !isIsoDate(value)) {
      const normalised = `${match[1] ?? ''}-${match[2] ?? ''}-${match[3] ?? ''}`;
      if (isIsoDate(normalised)) onChange(normalised);
    }
    onBlur?.();
  };

  const buttonName = selected
    ? t('date-picker.choose-with-date', { label, date: format(selected, 'PPPP') })
    : t('date-picker.choose', { label });

  return (
    <Field id={id} label={label} description={description} error={error} issueText={issueText} required={required}>
      {(control) => (
        <Popover.Root open={open} onOpenChange={handleOpenChange} modal>
          <Popover.Anchor className={styles.control}>
            <input
              {...control}
              ref={ref}
              name={name}
              type="text"
              inputMode="numeric"
              autoComplete="off"
              placeholder={DATE_FORMAT}
              disabled={disabled}
              value={value}
              onChange={(event: ChangeEvent<HTMLInputElement>) => {
                onChange(event.target.value);
              }}
              onBlur={handleBlur}
              className={`${fieldStyles.input} ${styles.input}`}
            />
            <Popover.Trigger type="button" className={styles.trigger} aria-label={buttonName} disabled={disabled}>
              <CalendarIcon />
            </Popover.Trigger>
          </Popover.Anchor>
          <Popover.Portal>
            <Popover.Content
              className={styles.popover}
              aria-label={t('date-picker.dialog', { label })}
              align="start"
              sideOffset={POPOVER_OFFSET_PX}
              collisionPadding={POPOVER_OFFSET_PX}
              // DayPicker's autoFocus puts focus on the selected day (else today, else the first day) instead.
              onOpenAutoFocus={(event) => {
                event.preventDefault();
              }}
            >
              <Suspense fallback={<p className={styles.loading}>{t('date-picker.loading')}</p>}>
                <DatePickerCalendar
                  selected={selected}
                  onSelect={handleSelect}
                  month={month}
                  onMonthChange={setMonth}
                  startMonth={startMonth}
                  endMonth={endMonth}
                  disabled={disabledDays}
                  today={todayDate}
                />
              </Suspense>
            </Popover.Content>
          </Popover.Portal>
        </Popover.Root>
      )}
    </Field>
  );
}

function CalendarIcon() {
  return (
    <svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 24 24" className={styles.icon}>
      <path
        fill="currentColor"
        d="M7 2a1 1 0 0 1 1 1v1h8V3a1 1 0 1 1 2 0v1h1a3 3 0 0 1 3 3v12a3 3 0 0 1-3 3H5a3 3 0 0 1-3-3V7a3 3 0 0 1 3-3h1V3a1 1 0 0 1 1-1Zm13 8H4v9a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-9ZM5 6a1 1 0 0 0-1 1v1h16V7a1 1 0 0 0-1-1H5Zm2 6h2v2H7v-2Zm4 0h2v2h-2v-2Zm4 0h2v2h-2v-2Zm-8 4h2v2H7v-2Zm4 0h2v2h-2v-2Z"
      />
    </svg>
  );
}
