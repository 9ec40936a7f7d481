import { Parser, zhHantModel } from 'budoux';

// The Traditional Chinese parser with its model alone, so a page downloads only its own script's.
export const parser = new Parser(zhHantModel);
