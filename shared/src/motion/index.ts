// Motion that every remote draws the same way: the visitor's reduced-motion setting, the
// rotation of banners and step panels, and figures that count up. Not a federation singleton: it holds no module state,
// so each remote bundles it with the pages that use it and the shell's first load stays as it is.
export { useReducedMotion } from './use-reduced-motion';
export { useRotation, type Rotation } from './use-rotation';
export { useCountUp, type CountUpOptions } from './use-count-up';
export { useInView, type InViewOptions } from './use-in-view';
export { HydrateWhenNear, type HydrateWhenNearProps } from './hydrate-when-near';
export { lazyWhenNear, type LazyWhenNearOptions } from './lazy-when-near';
