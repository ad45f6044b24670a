export const bindings = 'taxonomy';
