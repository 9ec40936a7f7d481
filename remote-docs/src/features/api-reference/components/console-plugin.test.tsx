import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Component, type ComponentType, type ReactNode } from 'react';
import en from '../../../locales/en/api-console.json';
import zhCN from '../../../locales/zh-CN/api-console.json';
import zhHK from '../../../locales/zh-HK/api-console.json';
import { CONSOLE_LABELS, allowTryItOutFor, consolePlugin, type ConsoleLabel } from './console-plugin';

/*
 * swagger-ui itself does not load in jsdom (its CommonJS build requires ES modules); the composed
 * site's browser tests run it (e2e/tests/site/docs.spec.ts). Here, components that render what
 * swagger-ui 5's render the same way (its markup, copied) go through the plugin's wrappers.
 */

type Props = Record<string, unknown>;

/** swagger-ui's TryItOutButton: a class component. */
class TryItOutButton extends Component<{ enabled?: boolean }> {
  override render() {
    return <div className="try-out">{this.props.enabled ? <button className="btn try-out__btn cancel">Cancel</button> : <button className="btn try-out__btn">Try it out </button>}</div>;
  }
}

/** swagger-ui's CopyToClipboardBtn: a label on a div without a role, and on its button. */
const CopyToClipboardBtn = () => (
  <div className="view-line-link copy-to-clipboard" title="Copy path to clipboard" aria-label="Copy path to clipboard">
    <Passthrough>
      <button aria-label="Copy path to clipboard" title="Copy path to clipboard" type="button" />
    </Passthrough>
  </div>
);

/** A component swagger-ui hands children to (react-copy-to-clipboard, SyntaxHighlighter). */
const Passthrough = ({ children }: { children: ReactNode }) => <>{children}</>;

/** swagger-ui's HighlightCode: its own Download button, and the code it shows. */
const HighlightCode = ({ code }: { code: string }) => (
  <div className="highlight-code">
    <button className="download-contents">Download</button>
    <Passthrough>{code}</Passthrough>
    <pre>Download</pre>
  </div>
);

/** swagger-ui's ModelExample: two tabs, only the active one's panel rendered. */
const ModelExample = () => (
  <div className="model-example">
    <ul className="tab" role="tablist">
      <li role="presentation">
        <button role="tab" aria-controls="panel-example" aria-selected="true">
          Example Value
        </button>
      </li>
      <li role="presentation">
        <button role="tab" aria-controls="panel-schema" aria-selected="false">
          Schema
        </button>
      </li>
    </ul>
    <div id="panel-example" role="tabpanel" tabIndex={0}>
      {'{}'}
    </div>
  </div>
);

/** swagger-ui's Parameters: headings, and the table header of a list that may be long. */
class Parameters extends Component {
  override render() {
    return (
      <div className="opblock-section">
        <h4 className="opblock-title">
          <span>Parameters</span>
        </h4>
        <p>No parameters</p>
        <h4 className="opblock-title parameter__name">Request body</h4>
        {['a', 'b'].map((name) => (
          <span key={name}>{name}</span>
        ))}
      </div>
    );
  }
}

/** swagger-ui's safe-render wrapper, around Parameters and Responses before any plugin sees them. */
const withErrorBoundary = (Wrapped: ComponentType<Props>) => {
  class WithErrorBoundary extends Component<Props> {
    static displayName = 'WithErrorBoundary(Wrapped)';
    override render() {
      return (
        <Passthrough>
          <Wrapped {...this.props} />
        </Passthrough>
      );
    }
  }
  return WithErrorBoundary;
};

/** swagger-ui's Responses: a heading, and a table header. */
class Responses extends Component<Props> {
  override render() {
    return (
      <div className="responses-wrapper">
        <h4>Responses</h4>
        <input aria-label="typed" defaultValue="" />
        <table>
          <thead>
            <tr>
              <td className="col_header response-col_status">Code</td>
            </tr>
          </thead>
        </table>
      </div>
    );
  }
}

/** swagger-ui's Response: the note on the media type that sets Accept, in pieces. */
const Response = () => (
  <small className="response-control-media-type__accept-message">
    Controls <code>Accept</code> header.
  </small>
);

/** swagger-ui's ExamplesSelect, as a response shows it: a select with no label. */
const ExamplesSelect = () => (
  <div className="examples-select">
    <select className="examples-select-element" defaultValue="validation">
      <option value="validation">A field breaks a rule</option>
    </select>
  </div>
);

const WORDS = { en, 'zh-CN': zhCN, 'zh-HK': zhHK } as const;
const plugin = (lang: keyof typeof WORDS) => consolePlugin((key: ConsoleLabel) => WORDS[lang].labels[key])();
const wrap = (lang: keyof typeof WORDS, name: string, Original: unknown) => {
  const wrapper = plugin(lang).wrapComponents[name];
  if (!wrapper) throw new Error(`no wrapper for ${name}`);
  return wrapper(Original) as ComponentType<Props>;
};

describe('consolePlugin: swagger-ui in the page language', () => {
  it('has every label it replaces worded in all three languages', () => {
    for (const words of Object.values(WORDS)) expect(Object.keys(words.labels).sort()).toEqual([...CONSOLE_LABELS].sort());
  });

  it('labels the buttons a developer presses: Try it out, then Cancel (a class component)', () => {
    const Button = wrap('zh-CN', 'TryItOutButton', TryItOutButton);
    const { rerender } = render(<Button />);
    expect(screen.getByRole('button')).toHaveAccessibleName('试一试');
    rerender(<Button enabled />);
    expect(screen.getByRole('button')).toHaveAccessibleName('取消');
  });

  it('words the sections of an operation, and leaves names that are not its labels', () => {
    const Section = wrap('zh-HK', 'parameters', Parameters);
    render(<Section />);
    expect(screen.getByRole('heading', { name: '參數' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '請求主體' })).toBeInTheDocument();
    expect(screen.getByText('無參數')).toBeInTheDocument();
    expect(screen.getByText('a')).toBeInTheDocument();
  });

  it('names the copy button in the page language and takes the label off the element that has no role', () => {
    const Copy = wrap('en', 'CopyToClipboardBtn', CopyToClipboardBtn);
    const { container } = render(<Copy />);
    expect(screen.getByRole('button', { name: 'Copy the path' })).toBeInTheDocument();
    const box = container.querySelector('.copy-to-clipboard');
    expect(box).not.toHaveAttribute('aria-label');
    expect(box).toHaveAttribute('title', 'Copy the path');
  });

  it('words its own Download button, never the code or the answer it shows', () => {
    const Code = wrap('zh-CN', 'HighlightCode', HighlightCode);
    const { container } = render(<Code code="Download" />);
    expect(screen.getByRole('button')).toHaveTextContent('下载');
    expect(container.querySelector('pre')).toHaveTextContent('Download');
    expect(container.textContent).toBe('下载DownloadDownload');
  });

  it("words the tabs, and a tab points only at a panel that is there (a function component)", () => {
    const Tabs = wrap('zh-CN', 'modelExample', ModelExample);
    render(<Tabs />);
    const tabs = within(screen.getByRole('tablist')).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['示例值', '结构']);
    expect(tabs[0]).toHaveAttribute('aria-controls', 'panel-example');
    expect(tabs[1]).not.toHaveAttribute('aria-controls');
  });

  it('words a component swagger-ui has wrapped in its error boundary, and keeps what is typed in it across renders', async () => {
    const Section = wrap('zh-CN', 'responses', withErrorBoundary(Responses as ComponentType<Props>));
    const { rerender } = render(<Section />);
    expect(screen.getByRole('heading', { name: '返回结果' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '状态码' })).toBeInTheDocument();
    const input = screen.getByRole('textbox', { name: 'typed' });
    await userEvent.type(input, 'kept');
    rerender(<Section again />);
    expect(screen.getByRole('textbox', { name: 'typed' })).toHaveValue('kept');
  });

  it('words a note written in pieces as a whole, and names the select of examples', () => {
    const Note = wrap('zh-HK', 'response', Response);
    const { container } = render(<Note />);
    expect(container.textContent).toBe('決定請求的 Accept 標頭。');
    const Select = wrap('zh-HK', 'ExamplesSelect', ExamplesSelect);
    render(<Select />);
    expect(screen.getByRole('combobox', { name: '示例' })).toBeInTheDocument();
  });

  it('offers Try it out on lookups only: every GET, and a POST the description marks read-only, never a submission', () => {
    const paths: Record<string, Record<string, Record<string, unknown>>> = {
      '/api/official/potentialCust/listAllPositionEnum': { get: { summary: 'Job titles' } },
      '/api/rate/hisExchangeRate/getHisRateData': { post: { summary: 'Exchange-rate history', 'x-read-only': true } },
      '/api/official/potentialCust/insert': { post: { summary: 'Request a demo' } },
      '/api/kyc/country/list': { post: { 'x-read-only': 'yes' } },
    };
    // swagger-ui's spec state, an Immutable map read by path.
    const state = { getIn: ([, , path = '', method = '']: readonly string[]) => (paths[path]?.[method] ? { toJS: () => paths[path]?.[method] } : undefined) };
    expect(allowTryItOutFor(state, '/api/official/potentialCust/listAllPositionEnum', 'get')).toBe(true);
    expect(allowTryItOutFor(state, '/api/rate/hisExchangeRate/getHisRateData', 'post')).toBe(true);
    expect(allowTryItOutFor(state, '/api/official/potentialCust/insert', 'post')).toBe(false);
    // Only the mark itself, true, makes a POST a lookup.
    expect(allowTryItOutFor(state, '/api/kyc/country/list', 'post')).toBe(false);
    expect(allowTryItOutFor(state, '/api/unknown', 'post')).toBe(false);
    const { statePlugins } = consolePlugin(() => '')() as { statePlugins: { spec: { selectors: Record<string, unknown> } } };
    expect(statePlugins.spec.selectors.allowTryItOutFor).toBe(allowTryItOutFor);
  });

  it("names the request body's editor, which swagger-ui leaves unlabelled, and leaves other text areas as they are", () => {
    const TextArea = consolePlugin((key) => zhCN.labels[key]).call(undefined).wrapComponents.TextArea?.((props: Record<string, unknown>) => <textarea {...props} />) as ComponentType<Record<string, unknown>>;
    render(
      <>
        <TextArea className="body-param__text" value="{}" onChange={() => undefined} />
        <TextArea className="other" aria-label="备注" value="" onChange={() => undefined} />
      </>,
    );
    expect(screen.getByRole('textbox', { name: zhCN.labels.requestBody })).toHaveClass('body-param__text');
    expect(screen.getByRole('textbox', { name: '备注' })).toHaveClass('other');
  });

  it('gives the console its layout and the code its colours', () => {
    const { components, wrapComponents } = plugin('en');
    expect(Object.keys(components)).toEqual(['ConsoleLayout']);
    const Highlighter = (props: Props) => <pre data-theme={JSON.stringify((props.syntaxHighlighting as { defaultStyle: unknown }).defaultStyle)} />;
    const Themed = wrapComponents.SyntaxHighlighter?.(Highlighter) as ComponentType<Props>;
    const { container } = render(<Themed syntaxHighlighting={{ styles: {}, defaultStyle: { hljs: { background: '#333' } } }} />);
    expect(JSON.parse(container.querySelector('pre')?.getAttribute('data-theme') ?? '{}')).toEqual(expect.objectContaining({ hljs: expect.objectContaining({ background: 'var(--color-surface-dark)' }) }));
  });
});
