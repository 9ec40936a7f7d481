import { Converter } from 'opencc-js/cn2t';

/**
 * Simplified to Traditional Chinese (Hong Kong standard) with OpenCC, for list data that its source package
 * only has in Simplified Chinese (country and region names). Hand-written copy is translated by hand instead.
 */
export const toTraditional: (text: string) => string = Converter({ from: 'cn', to: 'hk' });
