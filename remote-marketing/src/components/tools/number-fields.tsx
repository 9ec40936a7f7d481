import type { MutableRefObject } from 'react';
import { useTranslation } from '@site/shared/i18n';
import { FormField } from '@site/shared/ui';
import styles from './tools.module.css';

export interface NumberFieldsProps<F extends string> {
  /** The tool's key in the `tools` strings: `{ns}.fields.{field}.label|hint`, `{ns}.errors.{field}.{error}`. */
  ns: string;
  fields: readonly F[];
  /** The one field that takes whole numbers only (a numeric keypad); the others take decimals. */
  wholeNumber: F;
  values: Record<F, string>;
  errors: Partial<Record<F, string>>;
  refs: MutableRefObject<Partial<Record<F, HTMLInputElement | null>>>;
  change: (field: F, value: string) => void;
  /** Values the hints and messages quote (bounds, minimums). */
  vars?: Record<string, string>;
}

/** A tool's row of labelled number boxes, kept as typed, each with its hint and its message. */
export function NumberFields<F extends string>({ ns, fields, wholeNumber, values, errors, refs, change, vars }: NumberFieldsProps<F>) {
  const { t } = useTranslation('tools');
  return (
    <div className={styles.fields}>
      {fields.map((field) => (
        <FormField key={field} label={t(`${ns}.fields.${field}.label`)} hint={t(`${ns}.fields.${field}.hint`, vars)} error={errors[field] && t(`${ns}.errors.${field}.${errors[field]}`, vars)} required>
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
      ))}
    </div>
  );
}
