import { useId, type FocusEvent, type ReactNode, type Ref } from 'react';
import styles from './flow.module.css';

export interface ChoiceGroupProps<T extends string> {
  legend: string;
  hint?: string;
  error?: string | undefined;
  required?: boolean;
  /** Checkboxes choose several (the platforms), radios one (the booking band). */
  type: 'checkbox' | 'radio';
  name: string;
  options: readonly { value: T; label: string }[];
  selected: readonly T[];
  onToggle: (value: T, checked: boolean) => void;
  /** Focus left the whole group. */
  onBlur: () => void;
  /** The first control, focused when the group is the first invalid field. */
  firstRef?: Ref<HTMLInputElement>;
  columns?: 2 | 3;
  children?: ReactNode;
}

/** A fieldset of checkboxes or radios with its legend, hint and error wired for screen readers. */
export function ChoiceGroup<T extends string>({ legend, hint, error, required = false, type, name, options, selected, onToggle, onBlur, firstRef, columns = 2, children }: ChoiceGroupProps<T>) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  const onGroupBlur = (event: FocusEvent<HTMLFieldSetElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onBlur();
  };
  return (
    <fieldset
      className={styles.fieldset}
      role={type === 'radio' ? 'radiogroup' : undefined}
      aria-required={type === 'radio' && required ? true : undefined}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy}
      onBlur={onGroupBlur}
    >
      <legend className={styles.legend}>
        {legend}
        {required && (
          <span className={styles.required} aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </legend>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      <div className={columns === 3 ? `${styles.choices} ${styles.choices3}` : styles.choices}>
        {options.map((option, index) => (
          <label key={option.value} className={styles.choice}>
            <input
              ref={index === 0 ? firstRef : undefined}
              type={type}
              name={name}
              value={option.value}
              checked={selected.includes(option.value)}
              aria-invalid={error ? true : undefined}
              onChange={(event) => onToggle(option.value, event.target.checked)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      {children}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
