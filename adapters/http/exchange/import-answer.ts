import type { Context } from 'hono';
import type { Instant } from '../../../domain/shared/instant.js';
import type { AppEnv } from '../app-env.js';

/** A stored element of an import: written now, or changed now if it existed (docs/api/exchange.md#import-answers). */
export interface Stamped {
  readonly createdAt: Instant;
  readonly updatedAt: Instant;
}

/** `Prefer: return=minimal` (RFC 7240), among any other preferences. */
export function prefersMinimal(c: Context<AppEnv>): boolean {
  const prefer = c.req.header('Prefer');
  return prefer?.split(',').some((token) => /^\s*return\s*=\s*"?minimal"?\s*$/i.test(token)) ?? false;
}

/**
 * The summary a client asked for instead of every stored element (docs/api/exchange.md#import-answers):
 * an element created by the import was stamped once, an updated one keeps its creation time.
 */
export function importSummary(c: Context<AppEnv>, stored: readonly Stamped[]) {
  const created = stored.filter((element) => element.createdAt === element.updatedAt).length;
  return c.json({ created, updated: stored.length - created, total: stored.length }, 201, {
    'Preference-Applied': 'return=minimal',
  });
}

/** Every stored element as `represent` gives it, or the summary a client asked for instead. */
export function importAnswer<T extends Stamped>(
  c: Context<AppEnv>,
  stored: readonly T[],
  represent: (element: T) => object,
) {
  return prefersMinimal(c) ? importSummary(c, stored) : c.json(stored.map(represent), 201);
}
