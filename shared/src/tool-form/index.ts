// What the pre-application tools share (the financing-cost calculator here, the marketplace
// self-check in remote-marketing): answers kept as typed, numbers as people type them, a row of
// labelled number boxes and the tools' panel styles. Not a federation singleton: bundled with the
// tools, which load only when the visitor nears them.
export { parseTypedNumber } from '@site/shared/intl';
export { answersFromQuery, useToolForm } from './use-tool-form';
export { NumberFields, type NumberFieldsProps } from './number-fields';
export { default as toolStyles } from './tool-form.module.css';

/**
 * A tool's form without JavaScript: a GET to its own page, back to the tool (`#anchor`), whose
 * answers the page's query carries (`answersFromQuery`); with JavaScript the tool answers in place.
 */
export const toolFormProps = (anchor: string) => ({ method: 'get', action: `#${anchor}`, noValidate: true }) as const;
