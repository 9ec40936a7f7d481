import type { MutableRefObject } from 'react';
import { FormField } from '@site/shared/ui/blocks';
import styles from './tool-form.module.css';

export interface NumberFieldsProps<F extends string> {
  fields: readonly F[];
  /** The one field that takes whole numbers only (a numeric keypad); the others take decimals. */
  wholeNumber: F;
  /** A field's label, hint and (when it fails) message, in the page's language. */
  text: (field: F) => { label: string; hint: string; error: string | undefined };
  values: Record<F, string>;
  refs: MutableRefObject<Partial<Record<F, HTMLInputElement | null>>>;
  change: (field: F, value: string) => void;
}

/**
 * A tool's row of labelled number boxes, kept as typed, each with its hint and its message (tied
 * with aria-describedby by FormField). Plain text inputs: `type="number"` would drop "1,200,000"
 * and full-width digits, which visitors type.
 */
export function NumberFields<F extends string>({ fields, wholeNumber, text, values, refs, change }: NumberFieldsProps<F>) {
  return (
    <div className={styles.fields}>
      {fields.map((field) => {
        const { label, hint, error } = text(field);
        return (
          <FormField key={field} label={label} hint={hint} error={error} required>
            <input
              ref={(element) => {
                refs.current[field] = element;
              }}
              name={field}
              type="text"
              inputMode={field === wholeNumber ? 'numeric' : 'decimal'}
              autoComplete="off"
              value={values[field]}
              onChange={(event) => change(field, event.target.value)}
            />
          </FormField>
        );
      })}
    </div>
  );
}
