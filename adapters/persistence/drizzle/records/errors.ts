// Translation of the drivers' constraint violations into the archivable kernel's domain errors.
import {
  DuplicateCode,
  type RecordKind,
  VanishedReference,
} from '../../../../domain/shared/record.errors.js';
import type { DrizzleGateway } from '../drizzle-gateway.js';

/**
 * Runs `write`; a unique violation becomes `DuplicateCode` of `codes`, a foreign-key violation
 * (a referenced row deleted meanwhile) `VanishedReference`.
 */
export async function guardCodes<T>(
  gateway: DrizzleGateway,
  kind: RecordKind,
  codes: readonly string[],
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (gateway.isUniqueViolation(error)) throw new DuplicateCode(kind, codes);
    if (gateway.isForeignKeyViolation(error)) throw new VanishedReference();
    throw error;
  }
}
