import { DomainError } from './domain-error.js';

/**
 * A client's condition on the current state of what it writes (`If-Match`): true when the
 * stored state is still the one the client saw. The write that follows is guarded so that
 * the state cannot change between this check and the write.
 */
export type Precondition<T> = (current: T) => boolean;

/** The resource changed (or went) since the client read the state its precondition names. */
export class PreconditionFailed extends DomainError {
  readonly kind = 'precondition-failed';

  /** `name` and `id` say what changed, e.g. `Task` and 7; a singleton (settings) has no ID. */
  constructor(name: string, id?: number) {
    super(
      'RECORD.PRECONDITION_FAILED',
      `${id === undefined ? name : `${name} ${id}`} has changed since the version named in If-Match; read it again`,
    );
  }
}

/** Throws PreconditionFailed unless there is no precondition or `current` meets it. */
export function assertPrecondition<T>(
  precondition: Precondition<T> | undefined,
  current: T,
  name: string,
  id?: number,
): void {
  if (precondition && !precondition(current)) throw new PreconditionFailed(name, id);
}
