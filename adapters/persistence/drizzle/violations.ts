// A write's constraint violations as the domain errors they stand for.
import type { DrizzleGateway } from './drizzle-gateway.js';

/** What each violation means to the caller; one not named is not expected and rethrown as it is. */
export interface Violations {
  readonly unique?: () => Error;
  readonly foreignKey?: () => Error;
}

/** Runs `write`, throwing a unique or foreign-key violation as the error `violations` names for it. */
export async function guarded<T>(
  gateway: DrizzleGateway,
  violations: Violations,
  write: () => PromiseLike<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (violations.unique && gateway.isUniqueViolation(error)) throw violations.unique();
    if (violations.foreignKey && gateway.isForeignKeyViolation(error)) throw violations.foreignKey();
    throw error;
  }
}
