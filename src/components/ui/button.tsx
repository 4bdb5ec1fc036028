import type { ComponentPropsWithRef, MouseEvent } from 'react';

/**
 * How a button looks: `primary` (the one main action of a form or dialog), `secondary` (every other action; the
 * default), `ghost` (a borderless action inside a row or toolbar), `link` (reads as a text link, acts as a button),
 * `danger` (destroys something: delete, cancel a booking, revoke).
 */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'link' | 'danger';

const VARIANT_CLASS: Record<ButtonVariant, string> = {
  primary: 'button button-primary',
  secondary: 'button',
  ghost: 'button button-ghost',
  link: 'button-link',
  danger: 'button button-danger',
};

/**
 * The class names of a variant (styles in app/styles.css), for an element that must look like a button but is not
 * one: a router link to the next step (`<Link className={buttonClassName('primary')}>`). `extra` is appended.
 */
export function buttonClassName(variant: ButtonVariant = 'secondary', extra?: string): string {
  return extra ? `${VARIANT_CLASS[variant]} ${extra}` : VARIANT_CLASS[variant];
}

/**
 * Props of {@link Button}: every prop of a native button, `type` defaulting to "button" (a form's submit says so).
 * `busy`: an action is on its way; the button stays focusable and announced (aria-disabled, aria-busy), ignores
 * presses, and shows `busyLabel` (e.g. "Submitting…") in place of its children when given.
 */
export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant;
  busy?: boolean;
  busyLabel?: string;
}

/**
 * The one button of the product. A busy button is aria-disabled rather than disabled so that focus does not jump
 * away from it while a request is on its way, and a press on it (or Enter in its form) does nothing.
 */
export function Button({
  variant = 'secondary',
  busy = false,
  busyLabel,
  className,
  type = 'button',
  onClick,
  children,
  'aria-disabled': ariaDisabled,
  ...rest
}: ButtonProps) {
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (busy) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      type={type}
      className={buttonClassName(variant, className)}
      aria-disabled={busy || ariaDisabled || undefined}
      aria-busy={busy || undefined}
      onClick={handleClick}
      {...rest}
    >
      {busy && busyLabel ? busyLabel : children}
    </button>
  );
}
