import { useRef, useState, type FormEvent } from 'react';

/** What a tool's rules say of the answers: a message per field, or the outcome to show. */
type Checked = { ok: false; errors: object } | { ok: true };

/**
 * The form state both tools share: the answers exactly as typed (never cleared), a message per
 * field that goes as soon as that answer changes, and the outcome of the last check, which any
 * change clears until the next one. A check that fails moves focus to the first field, in
 * `order`, that has a message.
 */
export function useToolForm<V extends Record<keyof V, string>, O extends Checked>(initial: V, order: readonly (keyof V & string)[], check: (values: V) => O) {
  type Errors = Extract<O, { ok: false }>['errors'];
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Errors>({} as Errors);
  const [outcome, setOutcome] = useState<Extract<O, { ok: true }> | null>(null);
  const fields = useRef<Partial<Record<keyof V, HTMLInputElement | null>>>({});

  const change = (field: keyof V & string, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => Object.fromEntries(Object.entries(current as Record<string, unknown>).filter(([name]) => name !== field)) as Errors);
    setOutcome(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = check(values);
    if (!checked.ok) {
      const found = (checked as Extract<O, { ok: false }>).errors as Errors;
      setErrors(found);
      setOutcome(null);
      const first = order.find((field) => (found as Record<string, unknown>)[field] !== undefined);
      if (first) fields.current[first]?.focus();
      return;
    }
    setErrors({} as Errors);
    setOutcome(checked as Extract<O, { ok: true }>);
  };

  return { values, errors, outcome, fields, change, submit };
}
