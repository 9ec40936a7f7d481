/**
 * @jest-environment-options {"customExportConditions": ["node", "node-addons"]}
 */
import { setImmediate } from 'node:timers';
import { createI18n } from '@site/shared/i18n';
import type { ManifestFile } from '@site/shared/routes';
import { definePages, type PageModule } from '@site/shared/pages';
import type { PagesDefinition } from './create-parcel';
import type { RemoteProps } from './types';
import { defineServerRemote, renderToHtml } from './server';
import { usePageTitle } from './use-page-title';

// React's Node renderer schedules its work with setImmediate, which jsdom does not have.
Object.assign(globalThis, { setImmediate });

const i18n = createI18n({ ns: ['routes'], resources: { en: { routes: { home: { title: 'Home', description: 'The home page.' } } } } });

/** A page that shows its path, and names itself as an announcement does when `named`. */
function pageDefinition(named: boolean): PagesDefinition {
  function Announcement({ path, setTitle }: RemoteProps) {
    usePageTitle(setTitle, `Announcement ${path}`);
    return <h1>{path}</h1>;
  }
  const page: PageModule = { handle: { head: { key: 'home' } }, default: named ? Announcement : ({ path }: RemoteProps) => <h1>{path}</h1> };
  return { i18n, pages: definePages([{ id: 'home', path: '/', chunk: 'page-home', load: async () => page }], { unknown: { redirectTo: '/' } }) };
}
const remote = (options: { files?: ManifestFile[]; named?: boolean } = {}) =>
  defineServerRemote({ name: 'example', definition: pageDefinition(options.named ?? false), mount: 'lang', langs: ['en_us'], ...(options.files ? { files: options.files } : {}) });

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
  it('reports the title a page gives itself as it renders, and none for a page that does not name itself', async () => {
    expect((await remote({ named: true }).render('en_us', '/')).title).toBe('Announcement /');
    expect((await remote().render('en_us', '/')).title).toBeUndefined();
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
