import { useEffect, useRef, useState } from 'react';
import { mountRootParcel, type Parcel, type ParcelConfig } from 'single-spa';
import { RegionError, RegionLoading, RegionNotice } from '@site/shared/ui';
import { SSR_ATTRIBUTE, forgetServerFragment, fragmentKey, peekServerFragment } from './fragment';
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
  /**
   * False: the region shows what the server rendered into it but does not load the remote yet (a
   * widget below the fold waits until the visitor nears it). Default true.
   */
  active?: boolean;
}

type Status = 'loading' | 'ready' | 'error';

/**
 * After this long a region that is still loading says so and offers Retry; the load itself goes on until the
 * federation runtime's own timeouts end it.
 */
export const SLOW_LOAD_MS = 8_000;

function safeUnmount(parcel: Parcel): void {
  // A parcel may still be mounting; unmount once it is up. Errors here have no one to tell.
  parcel.mountPromise
    .then(() => (parcel.getStatus() === 'MOUNTED' ? parcel.unmount() : undefined))
    .catch(() => undefined);
}

/**
 * Mounts one remote parcel in a region of the page: load through
 * the federation runtime, mount with single-spa, update on prop change, unmount on leave.
 * A remote that is down, slow, broken or missing its CSS shows a localized error with Retry here,
 * and nowhere else.
 *
 * When the shell's server filled the region with the remote's prerendered HTML, the region shows
 * it as it is (ready, no loading state over it) and the parcel hydrates it. React never touches
 * that HTML itself: it is the host's `dangerouslySetInnerHTML`, the same string on the server and
 * in the browser, which React leaves alone while it does not change.
 *
 * That HTML is a page the visitor can already read, and its links work without a script. So when
 * the remote's scripts or styles fail to load, or are still loading after SLOW_LOAD_MS, it stays,
 * with a slim notice and Retry above it (RegionNotice) instead of the error panel in its place
 * (issue 35). The panel is for a region with nothing to keep: no served HTML, or HTML of a page the
 * visitor has since left.
 */
export function RemoteParcel({ id, className, load = loadParcelConfig, active = true, ...props }: RemoteParcelProps) {
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
  // The attempt whose parcel is mounted, if the current one's is.
  const [liveAttempt, setLiveAttempt] = useState<number | undefined>(undefined);
  // Whether the host still holds the served HTML, as the server sent it or hydrated by the parcel.
  const [served, setServed] = useState(fragment !== undefined);
  // The attempt that has been loading for SLOW_LOAD_MS, if the current one has.
  const [slowAttempt, setSlowAttempt] = useState<number | undefined>(undefined);
  const queryKey = JSON.stringify(props.query);
  const live = liveAttempt === attempt;
  // Served HTML of another page (the visitor moved on before the code arrived) is not worth keeping.
  const keep = served && (live || fragment?.key === fragmentKey(props.lang, props.path));

  useEffect(() => {
    if (!active) return undefined;
    let cancelled = false;
    // A failed attempt mounts nothing: a page hydrated without its styles, or whose own stylesheet
    // the page's chunk then fails to load, would be replaced by the parcel's error.
    let failed = false;
    // Whether the parcel was given the host: after that, what the host holds is the parcel's.
    let handedOver = false;
    const stopWatchingCss = onRemoteCssFailure((remote) => {
      if (remote !== remoteNameOf(id) || cancelled) return;
      failed = true;
      setStatus('error');
    });
    forgetServerFragment(id);
    (async () => {
      const config = await loadRef.current(id);
      const domElement = hostRef.current;
      if (cancelled || failed || !domElement) return;
      const mountedWith = propsRef.current;
      // Served HTML of another route or language (the visitor moved on before this code arrived)
      // goes: the parcel hydrates only a host that holds the page it mounts with.
      const servedKey = domElement.getAttribute(SSR_ATTRIBUTE);
      if (servedKey !== null && servedKey !== fragmentKey(mountedWith.lang, mountedWith.path)) domElement.removeAttribute(SSR_ATTRIBUTE);
      handedOver = true;
      const parcel = mountRootParcel(config, { domElement, ...mountedWith });
      parcelRef.current = parcel;
      await parcel.mountPromise;
      if (cancelled) return;
      // Props that changed while the parcel was mounting (a redirect, say) were not sent yet.
      if (parcel.update && propsRef.current !== mountedWith) await parcel.update({ ...propsRef.current });
      setLiveAttempt(attempt);
      setStatus((current) => (current === 'error' ? current : 'ready'));
    })().catch((error: unknown) => {
      console.error(`[region] ${id} could not be mounted:`, error);
      if (cancelled) return;
      // A mount that failed half-way leaves no page to keep.
      if (handedOver) setServed(false);
      setStatus('error');
    });
    return () => {
      cancelled = true;
      stopWatchingCss();
      const parcel = parcelRef.current;
      parcelRef.current = null;
      if (parcel) safeUnmount(parcel);
    };
  }, [id, attempt, active]);

  useEffect(() => {
    const parcel = parcelRef.current;
    if (parcel?.update && parcel.getStatus() === 'MOUNTED') {
      parcel.update({ ...propsRef.current }).catch((error: unknown) => console.error(`[region] ${id} update failed:`, error));
    }
    // queryKey stands for props.query; the functions are read through propsRef.
  }, [id, props.lang, props.path, queryKey]);

  // Waiting for the parcel: loading, or showing the served HTML that no script owns yet.
  const waiting = active && status !== 'error' && !live;
  useEffect(() => {
    if (!waiting) return undefined;
    const timer = setTimeout(() => setSlowAttempt(attempt), SLOW_LOAD_MS);
    return () => clearTimeout(timer);
  }, [waiting, attempt]);
  const slow = waiting && slowAttempt === attempt;

  const retry = () => {
    reloadRemote(remoteNameOf(id));
    // Unmounting a parcel empties the host: the next one renders afresh. Otherwise the host still
    // holds the served HTML with its data-ssr mark, and the next parcel hydrates it.
    if (live) setServed(false);
    setStatus('loading');
    setAttempt((n) => n + 1);
  };

  const notice = !keep ? undefined : status === 'error' ? 'failed' : slow ? 'slow' : status === 'loading' ? 'retrying' : undefined;
  const panel = status === 'error' && !keep;

  // The region keeps its reserved height, and the loading indicator lies over the parcel's host
  // instead of above it: the page arrives where the indicator was, and nothing below it moves.
  return (
    <div className={className ? `${styles.region} ${className}` : styles.region} data-remote={id} data-status={status}>
      {notice && <RegionNotice state={notice} onRetry={retry} />}
      {status === 'loading' && !keep && (
        <div className={styles.overlay}>
          <RegionLoading className={styles.overlayLoading} {...(slow ? { slow: { onRetry: retry } } : {})} />
        </div>
      )}
      {panel && <RegionError onRetry={retry} />}
      <div
        ref={hostRef}
        hidden={panel}
        {...(fragment ? { [SSR_ATTRIBUTE]: fragment.key, dangerouslySetInnerHTML: { __html: fragment.html } } : {})}
        suppressHydrationWarning
      />
    </div>
  );
}
