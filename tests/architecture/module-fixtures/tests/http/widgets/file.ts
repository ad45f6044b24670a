export const here = 'tests/http/widgets';
