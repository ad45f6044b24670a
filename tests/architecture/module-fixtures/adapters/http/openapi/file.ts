export const here = 'adapters/http/openapi';
