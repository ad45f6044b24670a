export const bindings = 'widgets';
