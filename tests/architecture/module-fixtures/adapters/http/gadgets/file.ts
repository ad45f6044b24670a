export const here = 'adapters/http/gadgets';
