import { useState } from 'react';
import type { RouteLang } from '@site/shared/lang';
import { RemoteParcel, type RemoteProps } from '@site/shared/parcel';
import { useSiteStore } from '@site/shared/store';
import styles from './demo-request-region.module.css';

export interface DemoRequestRegionProps {
  lang: RouteLang;
  navigate: RemoteProps['navigate'];
}

const NO_QUERY: Record<string, string> = {};
const keepTitle = () => undefined;

/**
 * Hosts remote-marketing's Watch-a-Demo drawer (`marketing/DemoRequest`) on this remote's page:
 * the drawer opens for the site store's demo request, which "Talk to us" makes. Nothing loads
 * until a request has opened; then the region takes no space (the drawer is a modal), shows the
 * shared loading state while the drawer's remote arrives and, if it cannot be reached, the
 * region's error with Retry, here beside the button the visitor pressed.
 */
export function DemoRequestRegion({ lang, navigate }: DemoRequestRegionProps) {
  const open = useSiteStore((state) => state.demoRequest.open);
  const [engaged, setEngaged] = useState(false);
  if (open && !engaged) setEngaged(true);
  if (!engaged) return null;
  return <RemoteParcel id="marketing/DemoRequest" lang={lang} path="/" query={NO_QUERY} navigate={navigate} setTitle={keepTitle} className={styles.region} />;
}
