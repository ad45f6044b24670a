export const here = 'domain/widgets';
