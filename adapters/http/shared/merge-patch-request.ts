import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { MAX_REPORTED_ERRORS } from '../../../application/exchange/batch.js';
import { InvalidInput } from '../../../domain/shared/domain-error.js';
import { mergePatch } from '../../../domain/shared/merge-patch.js';
import { type Precondition, PreconditionFailed } from '../../../domain/shared/precondition.js';
import { ConcurrentWrite } from '../../../domain/shared/record.errors.js';
import { validationDetails } from '../openapi/validation-hook.js';
import { ifMatch } from './conditional-requests.js';
import { entityTagOf } from './entity-tags.js';

export const MERGE_PATCH_CONTENT_TYPE = 'application/merge-patch+json';

/** What a PATCH needs to know of one resource: how to read it, show it, check and write a PUT body. */
export interface MergePatchTarget<T, B> {
  /** For messages: the kind's name, e.g. `Task`, and the resource's ID (none for a singleton). */
  readonly name: string;
  readonly id?: number;
  /** The stored resource; throws the kind's NotFound when there is none. */
  read(): Promise<T>;
  /** Its representation, whose ETag If-Match names. */
  represent(current: T): object;
  /** The PUT body that would leave it as it is: what the patch applies to. */
  putBody(current: T): object;
  /** The PUT body schema, which the merged body must pass like any PUT body. */
  readonly schema: z.ZodType<B>;
  /** PUT's use case, writing only if the stored state still meets `precondition`. */
  write(body: B, precondition: Precondition<T>): Promise<T>;
}

/** A PATCH that lost every race to other writers without If-Match gives up (409, retrying is safe). */
const ATTEMPTS = 3;

/**
 * Applies a JSON Merge Patch (RFC 7396) to the PUT body of the stored state, validates the
 * result as a PUT body and writes it with PUT's use case, guarded on the state the patch
 * was applied to: a change in between is never overwritten. With If-Match, that change is a
 * 412; without, the patch is applied again to the new state.
 */
export async function applyMergePatch<T, B>(c: Context, patch: unknown, target: MergePatchTarget<T, B>) {
  const requested = ifMatch(c, (current: T) => target.represent(current));
  for (let attempt = 1; ; attempt += 1) {
    const current = await target.read();
    if (requested && !requested(current)) throw new PreconditionFailed(target.name, target.id);
    const parsed = target.schema.safeParse(mergePatch(target.putBody(current), patch));
    if (!parsed.success) {
      const errors = validationDetails(parsed.error.issues);
      throw new InvalidInput(
        'REQUEST.INVALID',
        'The patched resource is not valid',
        errors.slice(0, MAX_REPORTED_ERRORS),
      );
    }
    const seen = entityTagOf(target.represent(current));
    try {
      return await target.write(parsed.data, (stored) => entityTagOf(target.represent(stored)) === seen);
    } catch (error) {
      if (!(error instanceof PreconditionFailed) || requested) throw error;
      if (attempt === ATTEMPTS) throw new ConcurrentWrite();
    }
  }
}

/**
 * The document of a PATCH body: the PUT body's properties, each optional and nullable (null
 * removes a property, which then takes PUT's default). Unknown properties are refused, as PUT does.
 */
export function mergePatchSchema(update: z.ZodType, name: string) {
  const shape: Record<string, z.ZodType> = update instanceof z.ZodObject ? update.shape : {};
  const properties = Object.fromEntries(
    Object.entries(shape).map(([key, schema]) => [key, schema.nullable().optional()]),
  );
  return z.strictObject(properties).openapi(name, {
    description: `JSON Merge Patch (RFC 7396) of a ${name.replace(/Patch$/, '')}: the properties to change; null resets one to its PUT default`,
  });
}

/** A PATCH request body. */
export function mergePatchBody<T extends z.ZodType>(schema: T) {
  return {
    required: true,
    description: `${MERGE_PATCH_CONTENT_TYPE} (application/json is accepted too)`,
    content: { 'application/merge-patch+json': { schema } },
  };
}
