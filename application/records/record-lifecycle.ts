import { RecordNotFound } from '../../domain/shared/record.errors.js';
import type { WrittenRecord } from '../changes/change-recorder.js';
import { GetByIdUseCase } from '../shared/get-by-id.use-case.js';
import { CreateRecordUseCase } from './create-record.use-case.js';
import { ImportRecordsUseCase } from './import-records.use-case.js';
import type { RecordContext } from './record-store.js';
import { RemoveRecordUseCase } from './remove-record.use-case.js';
import { UpdateRecordUseCase } from './update-record.use-case.js';

/** The use cases every kind has, whatever its capabilities. */
export interface RecordLifecycle<I, U, R extends WrittenRecord & N, N> {
  readonly get: GetByIdUseCase<R>;
  readonly create: CreateRecordUseCase<I, R, N>;
  readonly update: UpdateRecordUseCase<U, R, N>;
  readonly remove: RemoveRecordUseCase<R, N>;
  readonly import: ImportRecordsUseCase<I, R, N>;
}

export function recordLifecycle<I, U, R extends WrittenRecord & N, N>(
  context: RecordContext<I, U, R, N>,
): RecordLifecycle<I, U, R, N> {
  const { rules, store } = context;
  return {
    get: new GetByIdUseCase(
      (id) => store.find(id),
      (id) => new RecordNotFound(rules.kind, id),
    ),
    create: new CreateRecordUseCase(context),
    update: new UpdateRecordUseCase(context),
    remove: new RemoveRecordUseCase(context),
    import: new ImportRecordsUseCase(context),
  };
}
