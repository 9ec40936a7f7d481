// The blocks remotes build their pages from. Not a federation singleton, unlike the rest of the UI
// primitives: the shell's frame uses none of them, so they stay out of every first load the shell
// starts, and a page that uses them carries them in its own chunks.
export { CardGrid, type CardGridProps, type CardItem } from './card-grid';
export { FormField, type FormFieldProps } from './form-field';
export { Icon, type IconName } from './icon';
export { Section, type SectionProps } from './section';
