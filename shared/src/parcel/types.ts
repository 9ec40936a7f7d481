import type { RouteLang } from '@site/shared/lang';

export interface NavigateOptions {
  replace?: boolean;
}

/** The props every remote parcel receives from its host: plain data and functions only. */
export interface RemoteProps {
  lang: RouteLang;
  /** The path below the remote's mount point, starting with '/', e.g. '/About'. */
  path: string;
  query: Record<string, string>;
  /**
   * Shell navigation; `to` is below the language prefix ('/Contact') unless it starts with '//'.
   * `replace` swaps the current history entry instead of adding one: for redirects (a guard, a
   * canonical path), so Back never returns to the address that redirected.
   */
  navigate: (to: string, options?: NavigateOptions) => void;
  /** The shell composes '{route title} | {site title}'. */
  setTitle: (title: string) => void;
}

/** remotes.json, written per environment at deploy time and served next to the shell's index.html. */
export interface RemotesConfig {
  remotes: Record<string, string>;
  timeouts: { manifestMs: number; scriptMs: number };
  retries: number;
}
