import { type ChangeEvent, type ComponentPropsWithRef, useCallback, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useDebouncedValue } from '@/lib/use-debounced-value';

import { Field, type LabelledControlProps } from './field';
import fieldStyles from './field.module.css';
import styles from './text-area.module.css';

/** Pause after the last keystroke before screen readers hear the character count, in ms (our choice, like GOV.UK). */
export const COUNTER_ANNOUNCE_DELAY_MS = 1000;

/**
 * Props of {@link TextArea}: every native `<textarea>` prop (including React 19's `ref`, so react-hook-form's
 * `register(name)` can be spread in) plus `label`, `description`, `error`, `required` (mark + aria-required) and
 * `showCounter`, which shows "12/200" (characters typed / `maxLength`) next to the label (docs/requirements.md §2).
 */
export interface TextAreaProps
  extends Omit<ComponentPropsWithRef<'textarea'>, 'children' | 'required'>, LabelledControlProps {
  showCounter?: boolean | undefined;
}

/**
 * A labelled multi-line text input (docs/requirements.md §2) with an optional live character counter. The visible counter
 * updates on every keystroke; assistive technology hears it politely, COUNTER_ANNOUNCE_DELAY_MS after typing stops.
 * `maxLength` is enforced by the browser. The count follows typing and `value`; a programmatic change of an
 * uncontrolled field (react-hook-form `reset`) shows up on the next keystroke.
 */
export function TextArea({
  id,
  label,
  description,
  error,
  issueText,
  required,
  showCounter = false,
  className,
  ref,
  onChange,
  rows = 4,
  ...textAreaProps
}: TextAreaProps) {
  const { t } = useTranslation('ui');
  const innerRef = useRef<HTMLTextAreaElement | null>(null);
  const { value, defaultValue, maxLength } = textAreaProps;
  const [typedLength, setTypedLength] = useState(() => String(value ?? defaultValue ?? '').length);
  const length = value === undefined ? typedLength : String(value).length;
  const announcedLength = useDebouncedValue(length, COUNTER_ANNOUNCE_DELAY_MS);

  // react-hook-form writes default values through the ref after mount: read what the DOM holds.
  useLayoutEffect(() => {
    if (innerRef.current) setTypedLength(innerRef.current.value.length);
  }, []);

  const setRefs = useCallback(
    (element: HTMLTextAreaElement | null) => {
      innerRef.current = element;
      if (typeof ref === 'function') ref(element);
      else if (ref) ref.current = element;
    },
    [ref],
  );

  const handleChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    setTypedLength(event.target.value.length);
    onChange?.(event);
  };

  const counter = showCounter ? (
    <span
      aria-hidden="true"
      className={maxLength !== undefined && length >= maxLength ? styles.counterFull : styles.counter}
    >
      {maxLength === undefined ? length : `${length}/${maxLength}`}
    </span>
  ) : null;

  return (
    <Field
      id={id}
      label={label}
      description={description}
      error={error}
      issueText={issueText}
      required={required}
      labelAside={counter}
    >
      {(control) => {
        const counterId = `${control.id}-counter`;
        return (
          <>
            <textarea
              {...textAreaProps}
              {...control}
              aria-describedby={
                showCounter
                  ? [control['aria-describedby'], counterId].filter(Boolean).join(' ')
                  : control['aria-describedby']
              }
              ref={setRefs}
              rows={rows}
              onChange={handleChange}
              className={[fieldStyles.input, styles.textArea, className].filter(Boolean).join(' ')}
            />
            {showCounter ? (
              <span id={counterId} className="visually-hidden" aria-live="polite">
                {maxLength === undefined
                  ? t('text-area.counter', { count: announcedLength })
                  : t('text-area.counter-max', { count: announcedLength, max: maxLength })}
              </span>
            ) : null}
          </>
        );
      }}
    </Field>
  );
}
