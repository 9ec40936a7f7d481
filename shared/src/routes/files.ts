import { isRouteLang, toI18nLang, type RouteLang } from '@site/shared/lang';
import type { ManifestFile } from './manifest';

/**
 * The grammar of a remote's `files` (routes.json): the addresses it may ask the site to answer and
 * where each is read from. One rule for the remote's build, which refuses a declaration that could
 * never be served, and the shell's server, which serves only what it allows.
 */

/** The values an address gives: a route language (`{lang}`) and a name (`{name}`). */
export interface FileAddressValues {
  lang?: RouteLang;
  name?: string;
}

/**
 * A page's name in an address, a help article's (`/{lang}/docs/{name}`): lower-case words joined by
 * single hyphens, so it never holds a path. A regular expression's source, for patterns built on it.
 */
export const ARTICLE_NAME = '[a-z0-9]+(?:-[a-z0-9]+)*';
const NAME = new RegExp(`^${ARTICLE_NAME}$`);
/** Whether `value` is an article name (`create-a-payout`). */
export const isArticleName = (value: string): boolean => NAME.test(value);
/** A published version names a folder: word characters, dots and hyphens, never `.` or `..`. */
const VERSION = /^[\w.-]+$/;
/** `type/subtype`, optionally with its charset: the header the file is served with. */
const MEDIA_TYPE = /^[\w.+-]+\/[\w.+-]+(?:; ?charset=[\w-]+)?$/;
const PLACEHOLDER = /\{([^{}]*)\}/g;

const IN_ADDRESS: Readonly<Record<string, (value: string) => boolean>> = { lang: isRouteLang, name: isArticleName };
const IN_SOURCE = new Set(['lang', 'i18nLang', 'name', 'version']);

/** Whether `value` may fill `{version}`: what the remote's version file says, checked before it becomes part of a URL. */
export const isFileVersion = (value: unknown): value is string => typeof value === 'string' && VERSION.test(value) && value !== '.' && value !== '..';

/**
 * Whether `url` is a reference the shell resolves against the remote's base URL, wherever remotes.json
 * puts it, that stays on the remote's origin: a path below the base (`content/…`) or from the origin's
 * root (`/content/…`), never a URL of its own or another host (`//cdn…`, `/\\cdn…`). Told by resolving
 * it against two bases: only a reference stays on both.
 */
export function isRelativeToBase(url: unknown): url is string {
  if (typeof url !== 'string' || url === '') return false;
  try {
    return new URL(url, 'http://one.invalid/base/').host === 'one.invalid' && new URL(url, 'https://two.invalid/base/').host === 'two.invalid';
  } catch {
    return false;
  }
}

const placeholders = (text: string): string[] => [...text.matchAll(PLACEHOLDER)].map((match) => match[1] ?? '');

/** A segment of an address: literal text, or one placeholder with literal text around it (`{name}.md`). */
function parseSegment(segment: string): { literal: string } | { before: string; name: string; after: string } | undefined {
  const open = segment.indexOf('{');
  const close = segment.indexOf('}');
  if (open === -1 && close === -1) return { literal: segment };
  if (open === -1 || close < open) return undefined;
  const after = segment.slice(close + 1);
  if (after.includes('{') || after.includes('}')) return undefined;
  return { before: segment.slice(0, open), name: segment.slice(open + 1, close), after };
}

/** Why the site cannot serve `file` as declared, in one sentence; undefined when it can. */
export function fileDeclarationProblem(file: ManifestFile): string | undefined {
  const { at, from, version, type } = file;
  if (typeof at !== 'string' || !at.startsWith('/') || at.startsWith('//')) return 'its address (`at`) must be a path from the site\'s root';
  const segments = at.split('/').slice(1).map(parseSegment);
  if (segments.some((segment) => segment === undefined)) return 'each segment of its address holds at most one placeholder';
  const inAddress = segments.flatMap((segment) => (segment && 'name' in segment ? [segment.name] : []));
  const unknownInAddress = inAddress.find((name) => !Object.hasOwn(IN_ADDRESS, name));
  if (unknownInAddress !== undefined) return `its address names {${unknownInAddress}}; an address may name {lang} and {name}`;
  if (new Set(inAddress).size !== inAddress.length) return 'its address names a placeholder twice';
  if (!isRelativeToBase(from)) return 'where it is read from (`from`) must be relative to the remote\'s base URL';
  if (version !== undefined && !isRelativeToBase(version)) return 'its version file must be relative to the remote\'s base URL';
  for (const name of placeholders(from)) {
    if (!IN_SOURCE.has(name)) return `\`from\` names {${name}}; it may name {lang}, {i18nLang}, {name} and {version}`;
    const needs = name === 'i18nLang' ? 'lang' : name;
    if (needs !== 'version' && !inAddress.includes(needs)) return `\`from\` names {${name}}, which its address does not give`;
    if (needs === 'version' && version === undefined) return '`from` names {version}, but no version file says which';
  }
  if (typeof type !== 'string' || !MEDIA_TYPE.test(type)) return 'its type must be a media type (`text/plain; charset=utf-8`)';
  return undefined;
}

/** A path segment as the router reads it (`%5F` is `_`); one that cannot be decoded matches nothing. */
function decodeSegment(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/**
 * The values a request path gives `at`, if it is that address: literal segments equal, each
 * placeholder a valid value of its kind (a route language, a name). Read segment by segment, so no
 * pattern is built from a remote's text.
 */
export function matchFileAddress(at: string, pathname: string): FileAddressValues | undefined {
  const pattern = at.split('/');
  const actual = pathname.split('/');
  if (pattern.length !== actual.length) return undefined;
  const values: FileAddressValues = {};
  for (const [index, text] of pattern.entries()) {
    const segment = parseSegment(text);
    const value = decodeSegment(actual[index] ?? '');
    if (!segment || value === undefined) return undefined;
    if ('literal' in segment) {
      if (value !== segment.literal) return undefined;
      continue;
    }
    const { before, name, after } = segment;
    if (value.length < before.length + after.length || !value.startsWith(before) || !value.endsWith(after)) return undefined;
    const inner = value.slice(before.length, value.length - after.length);
    if (!IN_ADDRESS[name]?.(inner)) return undefined;
    if (name === 'lang') values.lang = inner as RouteLang;
    else values.name = inner;
  }
  return values;
}

/** Where `file` is read from for an address's values and the remote's live version, relative to the remote's base URL. */
export function fileSource(file: Pick<ManifestFile, 'from'>, values: FileAddressValues & { version?: string }): string | undefined {
  let missing = false;
  const filled = file.from.replace(PLACEHOLDER, (_match, name: string) => {
    const value = name === 'i18nLang' ? values.lang && toI18nLang(values.lang) : values[name as keyof typeof values];
    if (value === undefined) missing = true;
    return value ?? '';
  });
  return missing ? undefined : filled;
}
