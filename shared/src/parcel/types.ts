import type { RouteLang } from '@site/shared/lang';

/** The props every remote parcel receives from its host (ARCHITECTURE, mount contract). */
export interface RemoteProps {
  lang: RouteLang;
  /** The path below the remote's mount point, starting with '/', e.g. '/About'. */
  path: string;
  query: Record<string, string>;
  /** Shell navigation; `to` is below the language prefix ('/Contact') unless it starts with '//'. */
  navigate: (to: string) => void;
  /** The shell composes '{route title} | {site title}'. */
  setTitle: (title: string) => void;
}

/** remotes.json, written per environment at deploy time and served next to the shell's index.html. */
export interface RemotesConfig {
  remotes: Record<string, string>;
  timeouts: { manifestMs: number; scriptMs: number };
  retries: number;
}
