import { useEffect, useRef, useState } from 'react';
import { mountRootParcel, type Parcel, type ParcelConfig } from 'single-spa';
import { RegionError, RegionLoading } from '@site/shared/ui';
import { SSR_ATTRIBUTE, forgetServerFragment, peekServerFragment } from './fragment';
import { loadParcelConfig, onRemoteCssFailure, reloadRemote, remoteNameOf } from './remote-registry';
import styles from './remote-parcel.module.css';
import type { RemoteProps } from './types';

export interface RemoteParcelProps extends RemoteProps {
  /** 'remote/Expose', e.g. 'marketing/Pages'. */
  id: string;
  /**
   * The caller's class for the region; it reserves the height while loading, so the page does not
   * shift when the region arrives, by setting `--region-min-height` (240px by default). A class,
   * not a `style` attribute: the site's Content Security Policy allows no inline styles.
   */
  className?: string;
  /** Loads the parcel config; defaults to the federation runtime. Standalone hosts pass a local import. */
  load?: (id: string) => Promise<ParcelConfig<RemoteProps>>;
}

type Status = 'loading' | 'ready' | 'error';

/**
 * After this long a region that is still loading says so and offers Retry; the load itself goes on until the
 * federation runtime's own timeouts end it (spec 8).
 */
export const SLOW_LOAD_MS = 8_000;

function safeUnmount(parcel: Parcel): void {
  // A parcel may still be mounting; unmount once it is up. Errors here have no one to tell.
  parcel.mountPromise
    .then(() => (parcel.getStatus() === 'MOUNTED' ? parcel.unmount() : undefined))
    .catch(() => undefined);
}

/**
 * Mounts one remote parcel in a region of the page (ARCHITECTURE, mount contract): load through
 * the federation runtime, mount with single-spa, update on prop change, unmount on leave.
 * A remote that is down, slow, broken or missing its CSS shows a localized error with Retry here,
 * and nowhere else.
 *
 * When the shell's server filled the region with the remote's prerendered HTML, the region shows
 * it as it is (ready, no loading state over it) and the parcel hydrates it. React never touches
 * that HTML itself: it is the host's `dangerouslySetInnerHTML`, the same string on the server and
 * in the browser, which React leaves alone while it does not change.
 */
export function RemoteParcel({ id, className, load = loadParcelConfig, ...props }: RemoteParcelProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const parcelRef = useRef<Parcel | null>(null);
  const propsRef = useRef<RemoteProps>(props);
  const loadRef = useRef(load);
  // Latest props for the effects below, without remounting the parcel when a callback changes.
  useEffect(() => {
    propsRef.current = props;
    loadRef.current = load;
  });
  const [fragment] = useState(() => peekServerFragment(id));
  const [status, setStatus] = useState<Status>(fragment ? 'ready' : 'loading');
  const [attempt, setAttempt] = useState(0);
  // The attempt that has been loading for SLOW_LOAD_MS, if the current one has.
  const [slowAttempt, setSlowAttempt] = useState<number | undefined>(undefined);
  const queryKey = JSON.stringify(props.query);

  useEffect(() => {
    let cancelled = false;
    const stopWatchingCss = onRemoteCssFailure((remote) => {
      if (remote === remoteNameOf(id) && !cancelled) setStatus('error');
    });
    forgetServerFragment(id);
    (async () => {
      const config = await loadRef.current(id);
      const domElement = hostRef.current;
      if (cancelled || !domElement) return;
      const mountedWith = propsRef.current;
      const parcel = mountRootParcel(config, { domElement, ...mountedWith });
      parcelRef.current = parcel;
      await parcel.mountPromise;
      if (cancelled) return;
      // Props that changed while the parcel was mounting (a redirect, say) were not sent yet.
      if (parcel.update && propsRef.current !== mountedWith) await parcel.update({ ...propsRef.current });
      setStatus((current) => (current === 'error' ? current : 'ready'));
    })().catch((error: unknown) => {
      console.error(`[region] ${id} could not be mounted:`, error);
      if (!cancelled) setStatus('error');
    });
    return () => {
      cancelled = true;
      stopWatchingCss();
      const parcel = parcelRef.current;
      parcelRef.current = null;
      if (parcel) safeUnmount(parcel);
    };
  }, [id, attempt]);

  useEffect(() => {
    const parcel = parcelRef.current;
    if (parcel?.update && parcel.getStatus() === 'MOUNTED') {
      parcel.update({ ...propsRef.current }).catch((error: unknown) => console.error(`[region] ${id} update failed:`, error));
    }
    // queryKey stands for props.query; the functions are read through propsRef.
  }, [id, props.lang, props.path, queryKey]);

  useEffect(() => {
    if (status !== 'loading') return undefined;
    const timer = setTimeout(() => setSlowAttempt(attempt), SLOW_LOAD_MS);
    return () => clearTimeout(timer);
  }, [status, attempt]);
  const slow = status === 'loading' && slowAttempt === attempt;

  const retry = () => {
    reloadRemote(remoteNameOf(id));
    setStatus('loading');
    setAttempt((n) => n + 1);
  };

  // The region keeps its reserved height, and the loading indicator lies over the parcel's host
  // instead of above it: the page arrives where the indicator was, and nothing below it moves.
  return (
    <div className={className ? `${styles.region} ${className}` : styles.region} data-remote={id} data-status={status}>
      {status === 'loading' && (
        <div className={styles.overlay}>
          <RegionLoading className={styles.overlayLoading} {...(slow ? { slow: { onRetry: retry } } : {})} />
        </div>
      )}
      {status === 'error' && <RegionError onRetry={retry} />}
      <div
        ref={hostRef}
        hidden={status === 'error'}
        {...(fragment ? { [SSR_ATTRIBUTE]: fragment.key, dangerouslySetInnerHTML: { __html: fragment.html } } : {})}
        suppressHydrationWarning
      />
    </div>
  );
}
