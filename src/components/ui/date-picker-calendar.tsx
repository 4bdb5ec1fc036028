import 'react-day-picker/style.css';

import { DayPicker, type Matcher } from 'react-day-picker';
import { useTranslation } from 'react-i18next';

import styles from './date-picker.module.css';

/** Props of {@link DatePickerCalendar}: the month grid of {@link DatePicker}, months as `Date`s at local midnight. */
export interface DatePickerCalendarProps {
  selected: Date | undefined;
  onSelect: (date: Date) => void;
  month: Date;
  onMonthChange: (month: Date) => void;
  /** First month offered (the year dropdown starts there). */
  startMonth: Date;
  /** Last month offered. */
  endMonth: Date;
  disabled: Matcher[];
  today: Date;
}

/**
 * react-day-picker's month grid with month and year dropdowns, in a module of its own so the date picker's input
 * costs nothing until the calendar is opened. Focus moves into the grid on mount (APG date picker dialog).
 */
export function DatePickerCalendar({
  selected,
  onSelect,
  month,
  onMonthChange,
  startMonth,
  endMonth,
  disabled,
  today,
}: DatePickerCalendarProps) {
  const { t } = useTranslation('ui');
  return (
    <DayPicker
      className={styles.calendar}
      mode="single"
      required
      selected={selected}
      onSelect={onSelect}
      month={month}
      onMonthChange={onMonthChange}
      startMonth={startMonth}
      endMonth={endMonth}
      captionLayout="dropdown"
      disabled={disabled}
      today={today}
      // eslint-disable-next-line jsx-a11y/no-autofocus -- APG date picker dialog: focus moves into the grid on open.
      autoFocus
      labels={{
        labelNext: () => t('date-picker.next-month'),
        labelPrevious: () => t('date-picker.previous-month'),
        labelMonthDropdown: () => t('date-picker.month'),
        labelYearDropdown: () => t('date-picker.year'),
        labelNav: () => t('date-picker.navigation'),
      }}
    />
  );
}
