// Module shapes webpack gives non-code imports (see shared/build/webpack-preset.cjs).
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
declare module '*.css';
declare module '*.svg' {
  const url: string;
  export default url;
}
/** The drawing's markup (`x.svg?inline`), to be drawn into the page rather than loaded as an image. */
declare module '*.svg?inline' {
  const markup: string;
  export default markup;
}
declare module '*.png' {
  const url: string;
  export default url;
}
declare module '*.webp' {
  const url: string;
  export default url;
}
declare module '*.yaml' {
  const url: string;
  export default url;
}
