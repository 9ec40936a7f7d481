import type { RouteLang } from '@site/shared/lang';

/**
 * Forms that work without JavaScript (docs/composition.md, "Forms without JavaScript"). A form is a
 * real `<form method="post">` with a hidden field naming it (`FORM_NAME_FIELD`); without
 * JavaScript the browser posts it to the page's own address, the site's server runs the action of
 * the page posted to (its route's `action`, docs/pages.md) and renders the page again with the
 * outcome as the action's data, which the form reads with React Router's `useActionData`.
 */

/** The hidden field that names the posted form. */
export const FORM_NAME_FIELD = '_form';

/** Where a form's outcome is in the page's server data. */
export const formDataKey = (name: string): string => `form:${name}`;

/** The posted fields, by name: a name may repeat (checkboxes). */
export type PostedFields = Readonly<Record<string, readonly string[]>>;

/** A field's first posted value ('' when it was not posted). */
export const postedValue = (fields: PostedFields, name: string): string => fields[name]?.[0] ?? '';

/** A field's error: a rule's message (an i18n key), or the api's own localized message. */
export type FormFieldError = { kind: 'rule'; key: string } | { kind: 'server'; message: string };

/** What a posted form became: what the visitor typed, each field's error, and whether it was sent. */
export interface FormOutcome<Values extends object = object> {
  values: Values;
  errors: Readonly<Record<string, FormFieldError>>;
  sent: boolean;
  /** Why it was not sent: broken rules, or the api refused it or could not be reached (its message, if it gave one). */
  failure?: { kind: 'invalid' } | { kind: 'send'; message?: string | undefined };
}

/** What the site's server answers a post with: the outcome, and the status of the page that shows it. */
export interface FormActionResult {
  /** 200 sent; 400 broken rules or a refusal naming a field; 429 too many writes; 503 the api could not take it. */
  status: number;
  outcome: FormOutcome;
}

/**
 * A posted form whose page's action sent the visitor on (React Router's `redirect`): the site's server
 * answers the post with 303 See Other to `redirect`, a path below the remote's mount point (with its
 * query), as the browser's router moves after the same action with JavaScript.
 */
export interface FormActionRedirect {
  redirect: string;
}

export interface FormActionInput {
  lang: RouteLang;
  /** The page's path below the remote's mount, starting with '/'. */
  path: string;
  query: Readonly<Record<string, string>>;
  fields: PostedFields;
}

/** The status of a post's answer from the api's failure: its own 4xx (a refusal), else 503 (not reachable, or failed). */
export function failedSendStatus(error: unknown): number {
  const status = typeof error === 'object' && error !== null && 'status' in error ? (error as { status?: unknown }).status : undefined;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : 503;
}
