// The Simplified Chinese model alone, so a page downloads only its own script's model.
export { zhHansModel as model } from 'budoux';
