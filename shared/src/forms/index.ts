// What more than one form uses the same way. Not a federation singleton: bundled with the forms
// that use them, so the shell's first load does not carry them.
export { filterAreaCodes, type DialCodeEntry } from './area-code-search';
export { AreaCodeCombobox, type AreaCodeComboboxProps, type AreaCodeOption } from './area-code-combobox';
export { EMAIL_PATTERN } from './email';
