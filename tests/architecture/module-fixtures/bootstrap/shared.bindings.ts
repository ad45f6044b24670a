export const bindings = 'shared';
