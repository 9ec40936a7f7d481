import { useCallback, useRef, useState, type FormEvent } from 'react';
import type { ErrorKey, FieldErrors, Validation } from '../utils/schemas';

export interface StepFormOptions<V, F extends keyof V & string, R> {
  /** The values to start from: the saved answers with the visitor's unsaved draft on top. */
  initial: V;
  /** Fields in page order; the first invalid one gets focus on submit. */
  fields: readonly F[];
  validate: (values: V) => Validation<F, R>;
  /** Every change, so a draft outlives a reload or a failed save. */
  onValuesChange: (values: V) => void;
}

/** An error shown at a field: a rule of ours (a key) or a message the api wrote in the visitor's language. */
export type ShownError = { key: ErrorKey } | { message: string };

/**
 * Form state for one step, validated as people expect: a field is checked when they leave it
 * after typing, all fields on submit (focus goes to the first invalid one), and a shown error
 * updates as they type until it is fixed.
 */
export function useStepForm<V, F extends keyof V & string, R>({ initial, fields, validate, onValuesChange }: StepFormOptions<V, F, R>) {
  const [values, setValues] = useState<V>(initial);
  const [shown, setShown] = useState<ReadonlySet<F>>(() => new Set());
  const [serverErrors, setServerErrors] = useState<Partial<Record<F, string>>>({});
  const controls = useRef(new Map<F, HTMLElement>());

  const ruleErrors = (current: V, visible: ReadonlySet<F>): FieldErrors<F> => {
    const result = validate(current);
    if (result.ok) return {};
    return Object.fromEntries(Object.entries(result.errors).filter(([field]) => visible.has(field as F))) as FieldErrors<F>;
  };
  const [errors, setErrors] = useState<FieldErrors<F>>({});

  /** Changes one or more fields at once (choosing a country also fills an empty area code). */
  const setFields = (patch: Partial<V>) => {
    const next = { ...values, ...patch };
    setValues(next);
    onValuesChange(next);
    const changed = Object.keys(patch) as F[];
    setServerErrors((current) => (changed.some((field) => current[field]) ? Object.fromEntries(Object.entries(current).filter(([field]) => !changed.includes(field as F))) : current) as Partial<Record<F, string>>);
    setErrors(ruleErrors(next, shown));
  };
  const setField = <K extends F>(field: K, value: V[K]) => setFields({ [field]: value } as unknown as Partial<V>);

  /** Leaving a field checks it once something was typed in it (tabbing past an empty field does not). */
  const blurField = (field: F) => {
    const value = values[field];
    const filled = Array.isArray(value) ? value.length > 0 : typeof value === 'string' ? value.trim() !== '' : value != null;
    if (!filled && !shown.has(field)) return;
    const visible = new Set(shown).add(field);
    setShown(visible);
    setErrors(ruleErrors(values, visible));
  };

  /** A callback ref for the control that takes focus when `field` is the first invalid one. */
  const controlRef = useCallback(
    (field: F) => (element: HTMLElement | null) => {
      if (element) controls.current.set(field, element);
      else controls.current.delete(field);
    },
    [],
  );

  const focusField = (field: F) => {
    const element = controls.current.get(field);
    element?.focus();
    element?.scrollIntoView?.({ block: 'center' });
  };

  /** Validates everything; on success gives the request to `onValid`, else focuses the first invalid field. */
  const handleSubmit = (onValid: (request: R) => void) => (event: FormEvent) => {
    event.preventDefault();
    const all = new Set(fields);
    setShown(all);
    const result = validate(values);
    if (!result.ok) {
      setErrors(result.errors);
      const first = fields.find((field) => result.errors[field] !== undefined);
      if (first) focusField(first);
      return;
    }
    setErrors({});
    onValid(result.request);
  };

  /** The api rejected a field (VALIDATION_FAILED): show its message there and focus it. */
  const setServerError = (field: F, message: string) => {
    setServerErrors((current) => ({ ...current, [field]: message }));
    focusField(field);
  };

  const errorOf = (field: F): ShownError | undefined => {
    const server = serverErrors[field];
    if (server) return { message: server };
    const key = errors[field];
    return key ? { key } : undefined;
  };

  return { values, setField, setFields, blurField, controlRef, handleSubmit, setServerError, errorOf };
}
