import { integer } from 'drizzle-orm/sqlite-core';

/** Whole microseconds since the epoch; see domain/shared/instant.ts. */
export const micros = (name: string) => integer(name);

export const id = (name: string) => integer(name);

export const flag = (name: string) => integer(name, { mode: 'boolean' });
