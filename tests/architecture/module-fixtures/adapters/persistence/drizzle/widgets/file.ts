export const here = 'adapters/persistence/drizzle/widgets';
