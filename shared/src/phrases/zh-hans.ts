import { Parser, zhHansModel } from 'budoux';

// The Simplified Chinese parser with its model alone, so a page downloads only its own script's.
export const parser = new Parser(zhHansModel);
