export const here = 'tests/domain/widgets';
