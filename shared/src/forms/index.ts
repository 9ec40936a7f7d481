// Rules that more than one form applies the same way. Not a federation singleton: pure
// functions, bundled with the forms that use them.
export { filterAreaCodes, type DialCodeEntry } from './area-code-search';
