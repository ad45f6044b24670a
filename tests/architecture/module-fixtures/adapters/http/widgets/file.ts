export const here = 'adapters/http/widgets';
