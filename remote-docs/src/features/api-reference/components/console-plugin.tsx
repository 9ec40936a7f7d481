import { cloneElement, createElement, isValidElement, type ComponentClass, type ComponentType, type FunctionComponent, type ReactNode } from 'react';
import { sendsFromPage } from '../lib/console-spec';

/*
 * The swagger-ui plugin of the "Try it" console. swagger-ui has no translations: its labels are
 * English text inside its components. Each component named in LABELS is wrapped so that it renders
 * as before, with those labels (text, `aria-label`, `title`) replaced by the page's words, and with
 * three accessibility faults of swagger-ui mended: an `aria-label` on an element that has no role
 * (prohibited there; the button inside carries the name), a tab's `aria-controls` naming a panel
 * that is not rendered, and the examples' `<select>` without a name. The plugin also gives the console its own layout (the operations and
 * their schemas, without swagger-ui's title block, server picker or filter) and a syntax-highlighting
 * theme in the site's colours.
 */

/** The words of the console, by key of the `labels` group of the `api-console` namespace. */
export type ConsoleLabel = (typeof LABEL_KEYS)[number];

const LABEL_KEYS = [
  'tryItOut',
  'cancel',
  'reset',
  'execute',
  'clear',
  'parameters',
  'noParameters',
  'name',
  'description',
  'type',
  'headers',
  'requestBody',
  'requestContentType',
  'responses',
  'code',
  'links',
  'noLinks',
  'responseContentType',
  'mediaType',
  'controlsAccept',
  'examples',
  'requestUrl',
  'serverResponse',
  'details',
  'undocumented',
  'responseBody',
  'downloadFile',
  'download',
  'curl',
  'copyCurl',
  'copyCode',
  'copyPath',
  'exampleValue',
  'editValue',
  'schema',
  'schemas',
  'expandSection',
  'collapseSection',
  'expandAll',
  'collapseAll',
  'errors',
  'hide',
  'show',
] as const;

export const CONSOLE_LABELS: readonly ConsoleLabel[] = LABEL_KEYS;

/**
 * The English text swagger-ui 5 renders, by the registered component that renders it (its name in
 * swagger-ui's component registry), and the key of its translation. Labels swagger-ui renders
 * elsewhere stay English (remote-docs/README.md, "Try it").
 */
const LABELS: Readonly<Record<string, Readonly<Record<string, ConsoleLabel>>>> = {
  TryItOutButton: { 'Try it out': 'tryItOut', Cancel: 'cancel', Reset: 'reset' },
  execute: { Execute: 'execute' },
  clear: { Clear: 'clear' },
  parameters: {
    Parameters: 'parameters',
    'No parameters': 'noParameters',
    Name: 'name',
    Description: 'description',
    'Request body': 'requestBody',
    'Request content type': 'requestContentType',
  },
  responses: { Responses: 'responses', Code: 'code', Description: 'description', Links: 'links', 'Response content type': 'responseContentType' },
  response: { 'Media type': 'mediaType', 'Media Type': 'mediaType', Examples: 'examples', 'No links': 'noLinks' },
  liveResponse: { 'Request URL': 'requestUrl', 'Server response': 'serverResponse', Code: 'code', Details: 'details', Undocumented: 'undocumented' },
  responseBody: { 'Response body': 'responseBody', 'Download file': 'downloadFile' },
  curl: { Curl: 'curl', 'Copy cURL command to clipboard': 'copyCurl' },
  HighlightCode: { Download: 'download', 'Copy code to clipboard': 'copyCode' },
  CopyToClipboardBtn: { 'Copy path to clipboard': 'copyPath' },
  modelExample: { 'Example Value': 'exampleValue', 'Edit Value': 'editValue', Schema: 'schema' },
  OperationTag: { 'Expand operation': 'expandSection', 'Collapse operation': 'collapseSection' },
  OAS31Models: { Schemas: 'schemas' },
  JSONSchema202012ExpandDeepButton: { 'Expand all': 'expandAll', 'Collapse all': 'collapseAll' },
  errors: { Errors: 'errors', Hide: 'hide', Show: 'show' },
  ExamplesSelect: { 'Examples:': 'examples' },
  headers: { 'Headers:': 'headers', Name: 'name', Description: 'description', Type: 'type' },
};

/**
 * Elements whose whole text is one label written in pieces (`Controls <code>Accept</code> header.`),
 * by component and class: their text is replaced as a whole.
 */
const WHOLE_TEXTS: Readonly<Record<string, Readonly<Record<string, ConsoleLabel>>>> = {
  response: { 'response-control-media-type__accept-message': 'controlsAccept' },
};

/** Components whose `<select>` has no name of its own, and the label that names it. */
const UNNAMED_SELECTS: Readonly<Record<string, ConsoleLabel>> = { ExamplesSelect: 'examples' };

/** Components whose tabs name panels they may not render (swagger-ui renders the active panel only). */
const TABBED = new Set(['modelExample']);

/** Props that carry a label. `ariaLabel` is how swagger-ui hands one to its select (`contentType`). */
const LABEL_PROPS = ['aria-label', 'title', 'ariaLabel'] as const;
/** Elements with no role of their own: `aria-label` is prohibited on them. */
const GENERIC = new Set(['div', 'span']);

type Props = Record<string, unknown>;

interface Rewrite {
  /** English label → the page's word. */
  words: ReadonlyMap<string, string>;
  /** The ids rendered, when tabs' `aria-controls` are checked against them. */
  ids?: ReadonlySet<string>;
  /** The name of a `<select>` that has none. */
  selectName?: string;
  /** Class of an element → its whole text. */
  wholeTexts?: ReadonlyMap<string, string>;
}

/** `text` with its label replaced, keeping the whitespace around it. */
function relabelText(text: string, words: ReadonlyMap<string, string>): string {
  const word = words.get(text.replace(/\s+/g, ' ').trim());
  if (word === undefined) return text;
  const before = text.length - text.trimStart().length;
  const after = text.length - text.trimEnd().length;
  return `${text.slice(0, before)}${word}${text.slice(text.length - after)}`;
}

/** Every `id` of the elements in `node`. */
function idsIn(node: ReactNode, ids: Set<string> = new Set()): Set<string> {
  if (Array.isArray(node)) for (const child of node as ReactNode[]) idsIn(child, ids);
  else if (isValidElement(node)) {
    const props = node.props as Props;
    if (typeof props.id === 'string') ids.add(props.id);
    idsIn(props.children as ReactNode, ids);
  }
  return ids;
}

/** Elements whose text is code, never a label. */
const CODE = new Set(['pre', 'code']);

/**
 * `node` with its labels in the page's words and its ARIA faults removed; unchanged parts are kept
 * as they are. `text`: whether a string here is swagger-ui's own text (a string handed to another
 * component, or inside code, is content: an answer, an example).
 */
function rewrite(node: ReactNode, rewriting: Rewrite, text = true): ReactNode {
  if (typeof node === 'string') return text ? relabelText(node, rewriting.words) : node;
  if (Array.isArray(node)) {
    let changed = false;
    const children = (node as ReactNode[]).map((child, index) => {
      const next = rewrite(child, rewriting, text);
      if (next === child) return child;
      changed = true;
      // A rewritten element of a list keeps a key of its own, as the list's other members do.
      return isValidElement(next) && next.key === null ? cloneElement(next, { key: `rewritten-${index}` }) : next;
    });
    return changed ? children : node;
  }
  if (!isValidElement<Props>(node)) return node;
  const props = node.props;
  const changes: Props = {};
  for (const name of LABEL_PROPS) {
    const value = props[name];
    if (typeof value === 'string') {
      const next = relabelText(value, rewriting.words);
      if (next !== value) changes[name] = next;
    }
  }
  const host = typeof node.type === 'string' ? node.type : undefined;
  if (host !== undefined) {
    if (GENERIC.has(host) && props.role === undefined && props['aria-label'] !== undefined) changes['aria-label'] = undefined;
    const controls = props['aria-controls'];
    if (rewriting.ids && typeof controls === 'string' && !rewriting.ids.has(controls)) changes['aria-controls'] = undefined;
    if (host === 'select' && rewriting.selectName !== undefined && props['aria-label'] === undefined && props.id === undefined) changes['aria-label'] = rewriting.selectName;
    const whole = typeof props.className === 'string' ? props.className.split(' ').map((name) => rewriting.wholeTexts?.get(name)).find((text) => text !== undefined) : undefined;
    if (whole !== undefined) return cloneElement(node, { ...changes, children: whole });
  }
  if (props.children !== undefined && !(host !== undefined && CODE.has(host))) {
    const children = rewrite(props.children as ReactNode, rewriting, text && host !== undefined);
    if (children !== props.children) changes.children = children;
  }
  return Object.keys(changes).length > 0 ? cloneElement(node, changes) : node;
}

/** What the component `name` of swagger-ui is rewritten with. */
interface Wording {
  words: ReadonlyMap<string, string>;
  selectName?: string;
  wholeTexts?: ReadonlyMap<string, string>;
}

/** Rewrites what `render` returns for the component `name` of swagger-ui. */
function rewriteRender(name: string, rendered: ReactNode, wording: Wording): ReactNode {
  return rewrite(rendered, { ...wording, ...(TABBED.has(name) ? { ids: idsIn(rendered) } : {}) });
}

const isClassComponent = (component: unknown): component is ComponentClass<Props> =>
  typeof component === 'function' && Boolean((component.prototype as { isReactComponent?: unknown } | undefined)?.isReactComponent);

/**
 * swagger-ui wraps some components (`parameters`, `responses`…) in an error boundary before any
 * plugin sees them (its safe-render plugin): a class named `WithErrorBoundary(…)` rendering
 * `<ErrorBoundary><Component {...props} /></ErrorBoundary>`.
 */
const isErrorBoundary = (component: unknown): component is ComponentClass<Props> =>
  isClassComponent(component) && (component.displayName ?? '').startsWith('WithErrorBoundary(');

/** The error boundary as it is, around the component it holds with the page's words (one per component, so React keeps its state). */
function aroundErrorBoundary(name: string, Boundary: ComponentClass<Props>, wording: Wording): unknown {
  const relabelled = new WeakMap<object, unknown>();
  return class Relabelled extends Boundary {
    override render(): ReactNode {
      const rendered = super.render();
      if (!isValidElement(rendered)) return rendered;
      const inner = (rendered.props as Props).children;
      if (!isValidElement(inner) || typeof inner.type === 'string') return rendered;
      const type = inner.type as object;
      if (!relabelled.has(type)) relabelled.set(type, withWords(name, type, wording));
      const { key } = inner;
      return cloneElement(rendered, {}, createElement(relabelled.get(type) as ComponentType<Props>, { ...(inner.props as Props), ...(key !== null ? { key } : {}) }));
    }
  };
}

/**
 * The component `name` as swagger-ui registered it, rendering the page's words: a class is
 * extended (its `render` rewritten), a function is called and its result rewritten. Anything else
 * (a memo or forwardRef object) is left as it is.
 */
export function withWords(name: string, Original: unknown, wording: Wording): unknown {
  if (isErrorBoundary(Original)) return aroundErrorBoundary(name, Original, wording);
  if (isClassComponent(Original)) {
    const Base: ComponentClass<Props> = Original;
    return class Relabelled extends Base {
      override render(): ReactNode {
        return rewriteRender(name, super.render(), wording);
      }
    };
  }
  if (typeof Original !== 'function') return Original;
  const render = Original as FunctionComponent<Props>;
  const Relabelled = (props: Props) => rewriteRender(name, render(props) as ReactNode, wording);
  Relabelled.displayName = `Relabelled(${name})`;
  return Relabelled;
}

/** The English labels of swagger-ui a component renders, mapped to the page's words, and the name of its unnamed select. */
function wordsFor(name: string, label: (key: ConsoleLabel) => string): Wording {
  const select = UNNAMED_SELECTS[name];
  const whole = WHOLE_TEXTS[name];
  return {
    words: new Map(Object.entries(LABELS[name] ?? {}).map(([english, key]) => [english, label(key)])),
    ...(select !== undefined ? { selectName: label(select) } : {}),
    ...(whole !== undefined ? { wholeTexts: new Map(Object.entries(whole).map(([className, key]) => [className, label(key)])) } : {}),
  };
}

/**
 * Syntax highlighting in the site's colours: code on the site's dark surface, each kind of token in
 * a colour at least 7:1 against it.
 */
export const CODE_THEME: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  hljs: { display: 'block', padding: '0.75rem', background: 'var(--color-surface-dark)', color: 'var(--color-on-dark)' },
  'hljs-attr': { color: '#9ecbff' },
  'hljs-string': { color: '#a5e8b4' },
  'hljs-number': { color: '#ffc58f' },
  'hljs-literal': { color: '#f0b3ff' },
  'hljs-keyword': { color: '#f0b3ff' },
  'hljs-built_in': { color: '#ffe08a' },
  'hljs-meta': { color: '#ffe08a' },
  'hljs-comment': { color: '#a9b4c2' },
  'hljs-punctuation': { color: 'var(--color-on-dark)' },
};

interface System {
  getComponent: (name: string, container?: boolean) => ComponentType<Props>;
  specSelectors: { specStr: () => string };
}

/** The console's layout: the operations by section, then the schemas they use. */
function ConsoleLayout({ getComponent, specSelectors }: System) {
  // Before the description is in (the first render) there is nothing to show.
  if (!specSelectors.specStr()) return null;
  const SvgAssets = getComponent('SvgAssets');
  const Errors = getComponent('errors', true);
  const Operations = getComponent('operations', true);
  const Models = getComponent('Models', true);
  // getComponent gives swagger-ui's registered components, memoized: the same component on every render.
  /* eslint-disable react-hooks/static-components -- see above */
  return (
    <div className="swagger-ui">
      <SvgAssets />
      <Errors />
      <Operations />
      <Models />
    </div>
  );
  /* eslint-enable react-hooks/static-components */
}

/** The layout's name, for swagger-ui's `layout` option. */
export const CONSOLE_LAYOUT = 'ConsoleLayout';

type Wrapper = (Original: unknown) => unknown;

/**
 * The plugin: the page's words for swagger-ui's labels (`label` gives the word for a key), its
 * ARIA faults removed, the console's layout and the code theme.
 */
export function consolePlugin(label: (key: ConsoleLabel) => string) {
  const wrapComponents: Record<string, Wrapper> = Object.fromEntries(
    Object.keys(LABELS).map((name) => {
      const wording = wordsFor(name, label);
      return [name, (Original: unknown) => withWords(name, Original, wording)];
    }),
  );
  // The request body's editor has no label of its own (its title holds only validation errors).
  const requestBody = label('requestBody');
  wrapComponents.TextArea = (Original: unknown) => {
    const Field = Original as ComponentType<Props>;
    const Labelled = (props: Props) => {
      const isBody = String(props.className ?? '').split(' ').includes('body-param__text');
      return <Field {...props} {...(isBody && props['aria-label'] === undefined ? { 'aria-label': requestBody } : {})} />;
    };
    return Labelled;
  };
  // The theme replaces the one swagger-ui injects into every highlighter.
  wrapComponents.SyntaxHighlighter = (Original: unknown) => {
    const Highlighter = Original as ComponentType<Props>;
    const Themed = (props: Props) => <Highlighter {...props} syntaxHighlighting={{ styles: {}, defaultStyle: CODE_THEME }} />;
    return Themed;
  };
  return () => ({
    components: { [CONSOLE_LAYOUT]: ConsoleLayout },
    wrapComponents,
    // Which operations offer "Try it out" (of the methods the console sends): every lookup, and a POST only
    // where the description marks it read-only (the rate history, the country lists). A submission shows
    // its request and answers and is never sent from the page.
    statePlugins: { spec: { selectors: { allowTryItOutFor: allowTryItOutFor } } },
  });
}

/** The spec state swagger-ui hands its selectors: an Immutable map, read by path. */
interface SpecState {
  getIn(path: readonly string[]): { toJS?: () => unknown } | undefined;
}

/** swagger-ui's selector, given the operation's path and method. */
export function allowTryItOutFor(state: SpecState, path: string, method: string): boolean {
  const operation = state.getIn(['json', 'paths', path, method]);
  return sendsFromPage(method, operation?.toJS?.());
}
