import { useLoaderData, type LoaderFunctionArgs } from '@site/shared/pages';
import type { PageHandle } from '@site/shared/pages';
import { loadFrame, type FramedData } from '../../../lib/content/frame-data';
import { DocsHome } from './docs-home';

/** /docs: the User Guide in the shell's support links; the help articles are its pages below it (server-entry.tsx). */
export const handle: PageHandle = { head: { key: 'docs' }, indexable: true, nav: [{ group: 'support', order: 10 }] };

export async function loader(args: LoaderFunctionArgs): Promise<FramedData> {
  return { frame: await loadFrame(args, { isHome: true }) };
}

/** The help centre home, inside the frame (app/docs-layout.tsx). */
export default function DocsHomePage() {
  const { frame } = useLoaderData<FramedData>();
  return <DocsHome manifest={frame.manifest} />;
}
