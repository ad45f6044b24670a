export const here = 'adapters/http/records';
