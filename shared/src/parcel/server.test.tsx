/**
 * @jest-environment-options {"customExportConditions": ["node", "node-addons"]}
 */
import { setImmediate } from 'node:timers';
import { createI18n } from '@site/shared/i18n';
import type { ManifestFile } from '@site/shared/routes';
import type { ParcelDefinition } from './create-parcel';
import { defineServerRemote, renderToHtml } from './server';
import { usePageTitle } from './use-page-title';

// React's Node renderer schedules its work with setImmediate, which jsdom does not have.
Object.assign(globalThis, { setImmediate });

const i18n = createI18n({ ns: ['routes'], resources: { en: { routes: { home: { title: 'Home', description: 'The home page.' } } } } });
/** What the page below reads as it renders (twice in StrictMode), as the help centre reads its content; null outside a render. */
let reads: string[] | null = null;
function Page({ path }: { path: string }) {
  reads?.push(`data${path}index.json`, 'data/site.json');
  return <p>{path}</p>;
}
const definition: ParcelDefinition = { i18n, Root: Page };
const remote = (options: { files?: ManifestFile[]; reports?: string[] } = {}) =>
  defineServerRemote({
    name: 'example',
    definition,
    mount: 'lang',
    langs: ['en_us'],
    routes: [{ path: '', key: 'home' }],
    ...(options.files ? { files: options.files } : {}),
    recordFetches: () => {
      reads = [];
      return () => {
        const read = options.reports ?? reads ?? [];
        reads = null;
        return read;
      };
    },
  });

describe('renderToHtml', () => {
  it('writes Chinese text whole where a character falls across the end of one of the renderer’s buffers', async () => {
    // Short texts, as a page's paragraphs are: the renderer packs them into 2,048-byte buffers, and
    // a three-byte character falls across a buffer's end at some offset of the leading text.
    for (const lead of ['', 'a', 'ab']) {
      const items = Array.from({ length: 300 }, (_, index) => `${lead}${index} 出口退税，从单证到到账一站办理`);
      const html = await renderToHtml(
        <ul>
          {items.map((item) => (
            <li key={item} title={item}>
              {item}
            </li>
          ))}
        </ul>,
      );
      expect(html).not.toContain('\u0000');
      expect(html.match(/出口退税，从单证到到账一站办理/g)).toHaveLength(600);
    }
  });
});

describe('the server side of a remote (defineServerRemote)', () => {
  it('reports what a page read as it rendered, once each, for the shell to preload with it', async () => {
    const page = await remote().render('en_us', '/guide/');
    expect(page.html).toContain('<p>/guide/</p>');
    expect(page.fetches).toEqual(['data/guide/index.json', 'data/site.json']);
    expect(reads).toBeNull();
    expect((await remote({ reports: [] }).render('en_us', '/')).fetches).toBeUndefined();
  });

  it('reports the title a page gives itself as it renders, and none for a page that does not name itself', async () => {
    function Announcement({ path, setTitle }: { path: string; setTitle: (title: string) => void }) {
      usePageTitle(setTitle, `Announcement ${path}`);
      return <h1>{path}</h1>;
    }
    const named = defineServerRemote({ name: 'news', definition: { i18n, Root: Announcement }, mount: 'lang', langs: ['en_us'], routes: [{ path: '', key: 'home' }] });
    expect((await named.render('en_us', '/newsDetail')).title).toBe('Announcement /newsDetail');
    expect((await remote().render('en_us', '/')).title).toBeUndefined();
  });

  it('fails the build for a page that reads a URL the shell could not resolve against the remote', async () => {
    await expect(remote({ reports: ['https://cdn.example/data.json'] }).render('en_us', '/')).rejects.toThrow(
      "example: the page / reads https://cdn.example/data.json; what a page reads as it starts is named relative to the remote's base URL.",
    );
    await expect(remote({ reports: ['//cdn.example/data.json'] }).render('en_us', '/')).rejects.toThrow(/reads \/\/cdn\.example\/data\.json/);
    expect((await remote({ reports: ['/content/data.json'] }).render('en_us', '/')).fetches).toEqual(['/content/data.json']);
  });

  it('publishes the files it has the site serve, and fails the build for one the site could never serve', () => {
    const llms: ManifestFile = { at: '/llms.txt', from: 'content/{version}/llms.txt', version: 'content/latest.json', type: 'text/plain; charset=utf-8' };
    expect(remote({ files: [llms] }).files).toEqual([llms]);
    expect(remote().files).toEqual([]);
    expect(() => remote({ files: [{ ...llms, at: '/{lang}/llms.txt', from: 'content/{version}/{name}.txt' }] })).toThrow(
      'example: the file declared at "/{lang}/llms.txt": `from` names {name}, which its address does not give.',
    );
  });
});
