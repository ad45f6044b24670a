export const here = 'domain/gadgets';
