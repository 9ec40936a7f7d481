// The Traditional Chinese model alone, so a page downloads only its own script's model.
export { zhHantModel as model } from 'budoux';
