// The handlers users and roles share: a record's, and deletes that some rows refuse.
import type { DeleteSelectedUseCase, DeleteUseCase } from '../../../application/access/deletion.use-cases.js';
import {
  type RecordResource,
  type RecordUseCases,
  recordHandlers,
  removeHandler,
  type Validated,
} from '../shared/record-handlers.js';
import type { RecordRouteSubject } from '../shared/record-routes.js';

export interface AdministrationUseCases<T, I, U, K extends string, L> extends RecordUseCases<T, I, U, K, L> {
  readonly delete: DeleteUseCase<T, unknown>;
  readonly deleteSelected: DeleteSelectedUseCase<T, unknown>;
}

/**
 * The record handlers of the `subject`'s routes, a DELETE's 204, and a bulk delete's report of
 * what was deleted and skipped.
 */
export function administrationHandlers<
  T extends { readonly id: number },
  C,
  B,
  I,
  U,
  R extends object,
  Q,
  K extends string,
  L,
>(
  subject: RecordRouteSubject,
  resource: Omit<RecordResource<T, C, B, I, U, R, Q, K, L>, 'basePath' | 'kindName'>,
  useCases: AdministrationUseCases<T, I, U, K, L>,
) {
  return {
    ...recordHandlers({ ...resource, basePath: subject.basePath, kindName: subject.names.one }, useCases),
    delete: removeHandler(useCases.delete, resource.toResponse),
    deleteSelected: async (c: Validated<{ json: { ids: number[] } }>) =>
      c.json(await useCases.deleteSelected.execute(c.req.valid('json').ids, c.get('actor')), 200),
  };
}
