import type { ButtonHTMLAttributes } from 'react';
import styles from './button.module.css';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'ghost';
  /** Shows a busy state and ignores clicks, keeping the label for screen readers. */
  loading?: boolean;
}

/** The classes of a button of `variant`, for a link that must look like one (a fallback without JavaScript). */
export const buttonClassName = (variant: NonNullable<ButtonProps['variant']> = 'primary', className?: string): string =>
  [styles.button, styles[variant], className].filter(Boolean).join(' ');

export function Button({ variant = 'primary', loading = false, className, type = 'button', children, onClick, ...rest }: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={buttonClassName(variant, className)}
      aria-busy={loading || undefined}
      aria-disabled={loading || rest.disabled || undefined}
      onClick={loading ? (event) => event.preventDefault() : onClick}
    >
      {loading && <span className={styles.spinner} aria-hidden="true" />}
      {children}
    </button>
  );
}
