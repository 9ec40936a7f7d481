// What the pre-application tools share (the financing-cost calculator here, the marketplace
// self-check in remote-marketing): answers kept as typed, numbers as people type them, a row of
// labelled number boxes and the tools' panel styles. Not a federation singleton: bundled with the
// tools, which load only when the visitor nears them.
export { parseTypedNumber } from '@site/shared/intl';
export { useToolForm } from './use-tool-form';
export { NumberFields, type NumberFieldsProps } from './number-fields';
export { default as toolStyles } from './tool-form.module.css';
