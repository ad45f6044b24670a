export const here = 'tests/domain/gadgets';
