export const here = 'application/widgets';
