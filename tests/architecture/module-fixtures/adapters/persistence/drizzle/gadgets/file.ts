export const here = 'adapters/persistence/drizzle/gadgets';
