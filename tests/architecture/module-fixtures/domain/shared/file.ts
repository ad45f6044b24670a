export const here = 'domain/shared';
