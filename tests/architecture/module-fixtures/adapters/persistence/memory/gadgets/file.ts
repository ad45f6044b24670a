export const here = 'adapters/persistence/memory/gadgets';
