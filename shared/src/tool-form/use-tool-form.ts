import { useRef, useState, type FormEvent } from 'react';

/** What a tool's rules say of the answers: a message per field, or the outcome to show. */
type Checked = { ok: false; errors: object } | { ok: true };

/**
 * The answers a tool's form sent without JavaScript: the form is a GET to its own page, so they
 * are the page's query. Every field of `empty` is taken from it, as typed ('' when absent); none
 * when the query names no field of the tool.
 */
export function answersFromQuery<V extends Record<keyof V, string>>(empty: V, query: Readonly<Record<string, string>> | undefined): V | undefined {
  const names = Object.keys(empty) as (keyof V & string)[];
  if (!query || !names.some((name) => Object.hasOwn(query, name))) return undefined;
  return Object.fromEntries(names.map((name) => [name, Object.hasOwn(query, name) ? (query[name] ?? '') : ''])) as V;
}

/**
 * The form state both tools share: the answers exactly as typed (never cleared), a message per
 * field that goes as soon as that answer changes, and the outcome of the last check, which any
 * change clears until the next one. A check that fails moves focus to the first field, in
 * `order`, that has a message.
 *
 * `answered` are answers the form sent without JavaScript (`answersFromQuery`): the tool starts
 * with them checked, on the server and in the browser alike, so the page that answers the form
 * shows the result (or the messages) beside the answers as typed.
 */
export function useToolForm<V extends Record<keyof V, string>, O extends Checked>(initial: V, order: readonly (keyof V & string)[], check: (values: V) => O, answered?: V) {
  type Errors = Extract<O, { ok: false }>['errors'];
  const [first] = useState(() => (answered ? check(answered) : undefined));
  const [values, setValues] = useState(answered ?? initial);
  const [errors, setErrors] = useState<Errors>(() => (first && !first.ok ? ((first as Extract<O, { ok: false }>).errors as Errors) : ({} as Errors)));
  const [outcome, setOutcome] = useState<Extract<O, { ok: true }> | null>(() => (first?.ok ? (first as Extract<O, { ok: true }>) : null));
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
