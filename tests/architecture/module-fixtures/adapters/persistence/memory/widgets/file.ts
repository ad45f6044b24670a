export const here = 'adapters/persistence/memory/widgets';
