// Tests only. The render of a remote's tree as its parcel renders it, and the build-time render
// hydrated as the browser does. The fake api (MSW) is its own entry, '@site/shared/testing/api'.
export { loadStrings, renderInParcel, remoteProps, type RenderInParcelOptions } from './render';
export { answeredWithOutcome, createHydrationHarness, failOnPrerenderWarnings, textOf } from './prerender';
