import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type * as React from 'react';
import type { ComponentProps } from 'react';
import type SwaggerUI from 'swagger-ui-react';
import type { RouteLang } from '@site/shared/lang';
import { i18n } from '../../../i18n';
import { renderPage } from '../../../test/render';

/*
 * The API reference page with its "Try it" console. swagger-ui does not load in jsdom (its
 * CommonJS build requires ES modules): the module is replaced by a stand-in that records the
 * options the console gives it. The composed site's browser tests run the real one
 * (e2e/tests/site/docs.spec.ts).
 */
const mockSwaggerLoaded = jest.fn();
const mockSwaggerOptions = jest.fn();
jest.mock('swagger-ui-react', () => {
  mockSwaggerLoaded();
  const { createElement } = jest.requireActual<typeof React>('react');
  return {
    __esModule: true,
    default: (options: unknown) => {
      mockSwaggerOptions(options);
      return createElement('div', { 'data-testid': 'swagger-ui' });
    },
  };
});

const DESCRIPTION = readFileSync(path.join(__dirname, '../../../../../api/openapi.yaml'), 'utf8');

const STRINGS = {
  en_us: { open: 'Try the API in your browser', title: 'Try the API', close: 'Close the console', section: 'Lookup lists and demo requests', positions: 'Job titles', asked: 'en' },
  zh_cn: { open: '在浏览器中试用 API', title: '试用 API', close: '关闭控制台', section: '查询列表与演示申请', positions: '职位', asked: 'zh-CN' },
  zh_hk: { open: '在瀏覽器中試用 API', title: '試用 API', close: '關閉控制台', section: '查詢列表與示範申請', positions: '職位', asked: 'zh-HK' },
} as const;

type ConsoleOptions = ComponentProps<typeof SwaggerUI> & { spec: { servers: { url: string }[]; paths: Record<string, Record<string, { summary: string }>> } };
const lastOptions = () => mockSwaggerOptions.mock.calls.at(-1)?.[0] as ConsoleOptions;

const fetchBefore = globalThis.fetch;
beforeEach(() => {
  mockSwaggerOptions.mockClear();
  // The page reads the api's description with fetch, which jsdom does not have.
  globalThis.fetch = (async () => ({ ok: true, status: 200, text: async () => DESCRIPTION })) as unknown as typeof fetch;
});
afterEach(async () => {
  globalThis.fetch = fetchBefore;
  await act(async () => {
    await i18n.changeLanguage('en');
  });
});

async function showPage(lang: RouteLang) {
  const user = userEvent.setup();
  await renderPage('/developerTools', { lang });
  // The reading view is there, and beside it the button; nothing of swagger-ui yet.
  expect(await screen.findByRole('heading', { level: 2, name: STRINGS[lang].section }, { timeout: 10_000 })).toBeInTheDocument();
  const open = await screen.findByRole('button', { name: STRINGS[lang].open });
  return { user, open };
}

describe('the API console on the API reference page', () => {
  // First: the module registry is the file's, so swagger-ui loads once in it.
  it('loads nothing of swagger-ui until the button is pressed', async () => {
    const { user, open } = await showPage('en_us');
    expect(mockSwaggerLoaded).not.toHaveBeenCalled();
    await user.click(open);
    expect(await screen.findByTestId('swagger-ui')).toBeInTheDocument();
    expect(mockSwaggerLoaded).toHaveBeenCalledTimes(1);
  });

  it.each(['en_us', 'zh_cn', 'zh_hk'] as const)('%s: loads swagger-ui when opened, on the public operations in the page language, sending lookups only', async (lang) => {
    const { user, open } = await showPage(lang);
    await user.click(open);

    expect(screen.getByRole('heading', { level: 2, name: STRINGS[lang].title })).toHaveFocus();
    expect(await screen.findByTestId('swagger-ui')).toBeInTheDocument();
    const options = lastOptions();
    // Lookups can be sent (GETs, and POSTs the description marks read-only); submissions show their shapes and no Execute.
    expect(options.supportedSubmitMethods).toEqual(['get', 'post']);
    // To the page's own origin, whose /api the site's server passes to the api.
    expect(options.spec.servers).toEqual([{ url: window.location.origin }]);
    expect(options.spec.paths['/api/official/potentialCust/listAllPositionEnum']?.get?.summary).toBe(STRINGS[lang].positions);
    expect(Object.keys(options.spec.paths)).not.toContain('/api/health');
    // Each request asks for answers in the page's language.
    const request = await options.requestInterceptor?.({ url: `${window.location.origin}/api/official/potentialCust/listAllPositionEnum`, method: 'GET', headers: {} });
    expect(request?.headers).toEqual({ 'Accept-Language': STRINGS[lang].asked });
    // The reading view stays below it.
    expect(screen.getByRole('heading', { level: 2, name: STRINGS[lang].section })).toBeInTheDocument();
  });

  it('closes again, back to the button, with focus on it', async () => {
    const { user, open } = await showPage('en_us');
    await user.click(open);
    await screen.findByTestId('swagger-ui');
    await user.click(screen.getByRole('button', { name: STRINGS.en_us.close }));
    expect(screen.queryByTestId('swagger-ui')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: STRINGS.en_us.open })).toHaveFocus());
  });
});
