/** Defined by webpack.config.cjs in every build of this package; absent when jest runs the source. */
declare const __BUILD_YEAR__: number | undefined;

/**
 * The year this package was built: the footer's copyright year, the same in the prerendered HTML
 * and in the browser that hydrates it. Tests, which run the source unbuilt, take the current year.
 */
export const BUILD_YEAR: number = typeof __BUILD_YEAR__ === 'number' ? __BUILD_YEAR__ : new Date().getFullYear();
