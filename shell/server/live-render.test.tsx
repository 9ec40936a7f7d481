/**
 * @jest-environment node
 */
import type { RouteManifest } from '@site/shared/routes';
import { createLiveRenderer, findIncludes } from './live-render';
import type { RemoteState } from './remote-sources';
import { fakeRemote, type FakeRemote } from './testing/fake-remote';

/**
 * A remote's server build as the site's server downloads it: CommonJS, its render counted so that a
 * test sees which answers came from the cache. `delayMs` makes a render slow.
 */
const serverBuild = (body: string) => `"use strict";
let renders = 0;
module.exports.default = {
  name: 'fx',
  async render(lang, path, options) {
    renders += 1;
    ${body}
    return { ...(options.query.incomplete ? { incomplete: true } : {}), html: '<p>' + lang + ' ' + path + ' ' + JSON.stringify(options.query) + ' api=' + options.apiUrl + ' render ' + renders + (options.data ? ' ' + JSON.stringify(options.data) : '') + '</p>', namespaces: [] };
  },
};`;

let origin = '';
let fx: FakeRemote;
const files: Record<string, string> = {
  '/server/fast.cjs': serverBuild(''),
  '/server/slow.cjs': serverBuild('await new Promise((resolve) => setTimeout(resolve, 300));'),
  // A remote of pages whose form's action answers with an outcome, or sends the visitor on to the next step.
  '/server/acts.cjs': `module.exports.default = {
    name: 'ota',
    render: async () => ({ html: '', namespaces: [] }),
    async action(options) {
      if (options.fields._form[0] !== 'questionnaire') return undefined;
      if (options.fields.step[0] === 'done') return { redirect: '/ProgressBar?from=' + options.lang };
      return { status: 400, outcome: { values: {}, errors: { name: { kind: 'rule', key: 'required' } }, sent: false } };
    },
  };`,
  // Counts the renders under way at once; each page says the most it has seen.
  '/server/counting.cjs': `let now = 0;
let most = 0;
module.exports.default = {
  name: 'marketing',
  async render(lang, path, options) {
    now += 1;
    most = Math.max(most, now);
    await new Promise((resolve) => setTimeout(resolve, 100));
    now -= 1;
    return { html: '<p>' + JSON.stringify(options.query) + ' at most ' + most + ' at once</p>', namespaces: [] };
  },
};`,
  '/server/needs-react.cjs': `require('react'); module.exports.default = { render: async () => ({ html: 'never' }) };`,
};
beforeAll(async () => {
  fx = await fakeRemote(files);
  origin = fx.origin;
});
afterAll(() => fx.close());

function remote(build: string | undefined): RemoteState {
  const routes = { remote: 'fx', publicPath: `${origin}/`, pages: {}, ...(build ? { server: build } : {}) } as unknown as RouteManifest;
  return { name: 'fx', base: new URL(`${origin}/`), manifestUrl: `${origin}/mf-manifest.json`, routes };
}

describe('regions a page embeds', () => {
  it('finds each empty element that names a region, with its query and class', () => {
    const html =
      '<section><div class="slot" data-include="fx/RateWidget" data-include-query="{&quot;variant&quot;:&quot;home&quot;}" data-include-class="region"></div>' +
      '<div data-include="fx/RateWidget"><div data-remote="fx/RateWidget">filled</div></div>' +
      '<div data-include="../etc/passwd"></div><span data-include="fx/Chart"></span></section>';
    const slots = findIncludes(html);
    expect(slots.map(({ id, query, className }) => ({ id, query, className }))).toEqual([
      { id: 'fx/RateWidget', query: { variant: 'home' }, className: 'region' },
      { id: 'fx/Chart', query: {}, className: '' },
    ]);
    expect(html.slice(slots[0]?.at)).toMatch(/^<\/div><div data-include="fx\/RateWidget"><div/);
  });

  it('finds nothing in a long run of marks whose tag never ends', () => {
    const html = '<div data-include="'.repeat(20_000);
    expect(findIncludes(html)).toEqual([]);
  });

  it("fills a slot with the remote's render, inside the region's markup the browser hydrates", async () => {
    const live = createLiveRenderer({ apiUrl: 'http://api.example' });
    const page = '<main><div class="slot" data-include="fx/RateWidget" data-include-query="{&quot;variant&quot;:&quot;payment&quot;}" data-include-class="region"></div></main>';
    const { html, included } = await live.fillIncludes(page, 'zh_cn', { fx: remote('server/fast.cjs') });
    expect(included.map((state) => state.name)).toEqual(['fx']);
    expect(html).toContain('data-remote="fx/RateWidget"');
    expect(html).toContain('data-ssr="zh_cn:/"');
    expect(html).toContain('<p>zh_cn / {"variant":"payment"} api=http://api.example render 1</p>');
    expect(html).toMatch(/^<main><div class="slot"[^>]*><div class="[^"]*region[^"]*" data-remote="fx\/RateWidget"/);
  });

  it('leaves a slot empty when its remote has no server build, is unknown or cannot load', async () => {
    const warnings: string[] = [];
    const live = createLiveRenderer({ apiUrl: 'http://api.example', warn: (message) => warnings.push(message) });
    const page = '<div data-include="fx/RateWidget"></div>';
    expect((await live.fillIncludes(page, 'en_us', { fx: remote(undefined) })).html).toBe(page);
    expect((await live.fillIncludes(page, 'en_us', {})).html).toBe(page);
    expect((await live.fillIncludes(page, 'en_us', { fx: remote('server/needs-react.cjs') })).html).toBe(page);
    expect(warnings.join('\n')).toMatch(/requires "react": a server build must be self-contained/);
  });
});

describe('forms posted without JavaScript', () => {
  it('answers with the action’s outcome, where the action sends the visitor on, or that the remote has no such form', async () => {
    const live = createLiveRenderer({ apiUrl: 'http://api.example' });
    const state = remote('server/acts.cjs');
    const post = (form: string, step: string) => live.action(state, { lang: 'zh_cn', path: '/Questionnaire1', query: {}, form, fields: { _form: [form], step: [step] }, forwardedFor: '203.0.113.7' });
    await expect(post('questionnaire', 'done')).resolves.toEqual({ kind: 'redirect', location: '/ProgressBar?from=zh_cn' });
    await expect(post('questionnaire', 'half')).resolves.toMatchObject({ kind: 'done', status: 400, outcome: { sent: false } });
    await expect(post('enquiry', 'done')).resolves.toEqual({ kind: 'unknown' });
  });
});

describe('renders per request', () => {
  it('keeps a render without site data for the next visitor, and renders one with site data afresh', async () => {
    const live = createLiveRenderer({ apiUrl: 'http://api.example' });
    const state = remote('server/fast.cjs');
    expect((await live.render(state, { lang: 'en_us', path: '/' }))?.html).toContain('render 1');
    expect((await live.render(state, { lang: 'en_us', path: '/' }))?.html).toContain('render 1');
    expect((await live.render(state, { lang: 'zh_hk', path: '/' }))?.html).toContain('render 2');
    expect((await live.render(state, { lang: 'en_us', path: '/', data: { 'form:demo': { sent: true } } }))?.html).toContain('render 3 {"form:demo":{"sent":true}}');
  });

  it('renders again soon a page some of whose data was missing (the api was starting)', async () => {
    const live = createLiveRenderer({ apiUrl: 'http://api.example', incompleteTtlMs: 0 });
    const state = remote('server/fast.cjs');
    expect((await live.render(state, { lang: 'en_us', path: '/', query: { incomplete: '1' } }))?.html).toContain('render 1');
    expect((await live.render(state, { lang: 'en_us', path: '/', query: { incomplete: '1' } }))?.html).toContain('render 2');
  });

  it('serves an expired render at once while it renders the page again for the next visitor', async () => {
    const live = createLiveRenderer({ apiUrl: 'http://api.example', cacheTtlMs: 0 });
    const state = remote('server/fast.cjs');
    expect((await live.render(state, { lang: 'en_us', path: '/' }))?.html).toContain('render 1');
    expect((await live.render(state, { lang: 'en_us', path: '/' }))?.html).toContain('render 1');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await live.render(state, { lang: 'en_us', path: '/' }))?.html).toContain('render 2');
  });

  it('serves the page as built when the render misses the deadline, and has it ready for the next visitor', async () => {
    const live = createLiveRenderer({ apiUrl: 'http://api.example', deadlineMs: 50 });
    const state = remote('server/slow.cjs');
    expect((await live.render(state, { lang: 'en_us', path: '/' }))?.html).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect((await live.render(state, { lang: 'en_us', path: '/' }))?.html).toContain('render 1');
  });

  it('renders a build’s pages side by side, and serves pages as built at once past eight under way (a run of made-up queries)', async () => {
    const live = createLiveRenderer({ apiUrl: 'http://api.example', deadlineMs: 5000 });
    const state = remote('server/counting.cjs');
    const pages = await Promise.all(Array.from({ length: 12 }, (_, index) => live.render(state, { lang: 'en_us', path: '/About', query: { id: String(index) } })));
    // The first eight are rendered together, none waiting for another.
    expect(pages.slice(0, 8).map((page) => page?.html.includes('at most 8 at once'))).toEqual(Array.from({ length: 8 }, () => true));
    expect(pages.slice(8)).toEqual([undefined, undefined, undefined, undefined]);
    // Once they are done, the next query is rendered again.
    expect((await live.render(state, { lang: 'en_us', path: '/About', query: { id: 'next' } }))?.html).toContain('{"id":"next"}');
  });
});
