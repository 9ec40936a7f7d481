import { useCallback } from 'react';
import type { RouteLang } from '@site/shared/lang';
import { RemoteParcel, type NavigateOptions } from '@site/shared/parcel';
import { loadRemoteParcel } from '../lib/remotes';
import { useSiteNavigate } from '../lib/use-site-navigate';
import styles from './remote-region.module.css';

export interface RemoteRegionProps {
  remote: string;
  lang: RouteLang;
  path: string;
  query: Record<string, string>;
  /** Where the remote is mounted: the language prefix, or a base path such as '/exportdrawback'. */
  base: string;
  setTitle: (title: string) => void;
}

/** One remote's region of the page, mounted through the federation runtime as a parcel. */
export function RemoteRegion({ remote, lang, path, query, base, setTitle }: RemoteRegionProps) {
  const siteNavigate = useSiteNavigate();
  const navigate = useCallback(
    (to: string, options?: NavigateOptions) => {
      // '//' escapes the mount point: a remote may link to another part of the site.
      if (to.startsWith('//')) siteNavigate(to.slice(1), options);
      else siteNavigate(`${base}${to === '/' ? '' : to}`, options);
    },
    [siteNavigate, base],
  );
  return (
    <RemoteParcel
      id={`${remote}/Pages`}
      load={loadRemoteParcel}
      lang={lang}
      path={path}
      query={query}
      navigate={navigate}
      setTitle={setTitle}
      className={styles.region}
    />
  );
}
