import semver from 'semver';

/** A shared module as a remote's mf-manifest.json lists it: the version its build bundled. */
export interface ManifestShared {
  name: string;
  version?: string;
}

/**
 * The shared modules a remote was built against that the shell's copies, which the page uses
 * (singletons, loaded first), may not serve: a different major version (a different minor below
 * 1.0), or an older release than the remote's. Checked here, once per manifest, instead of in every
 * visitor's browser, where the federation runtime's check cost a phone more main-thread time at
 * start-up than anything but React itself, to print a warning no one reads.
 * @param host the shell's own shared modules: name → version
 * @returns one sentence per problem, for the server's log
 */
export function sharedVersionProblems(remote: string, host: Record<string, string>, shared: readonly ManifestShared[] | undefined): string[] {
  const problems: string[] = [];
  for (const { name, version } of shared ?? []) {
    const provided = host[name];
    if (!provided || !version || !semver.valid(version) || !semver.valid(provided)) continue;
    if (!semver.satisfies(provided, `^${version}`)) {
      problems.push(`${remote} was built with ${name} ${version}; the page provides ${provided}, which may not serve it. Rebuild ${remote} against ${provided}, or deploy a shell that provides a compatible version.`);
    }
  }
  return problems;
}

/** The shell's own shared modules, from its build's mf-manifest.json (an empty map without one). */
export function hostSharedVersions(manifest: { shared?: readonly ManifestShared[] } | undefined): Record<string, string> {
  return Object.fromEntries((manifest?.shared ?? []).flatMap(({ name, version }) => (version ? [[name, version]] : [])));
}
