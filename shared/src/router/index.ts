// A remote's pages: one lazy chunk each, Retry for a chunk that failed, and the rule for a path
// no page owns. Not a federation singleton: each remote bundles it with its root.
export { createPageRouter, type PageLoader, type PageOutletProps, type PageRouter } from './create-page-router';
export { createPathResolver, type PathResolution, type PathResolverOptions, type UnknownPathRule } from './resolve-path';
