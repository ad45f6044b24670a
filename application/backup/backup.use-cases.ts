import { Conflict } from '../../domain/shared/domain-error.js';
import type { PasswordHasher } from '../access/ports/password-hasher.js';
import type { ChangeRecorder } from '../changes/change-recorder.js';
import type { Actor } from '../shared/actor.js';
import type { RandomSecrets } from '../shared/ports/random-secrets.js';
import type { UnitOfWork } from '../shared/ports/unit-of-work.js';
import { ArchiveChecker } from './archive-checker.js';
import type { SectionBatch } from './archive-sections.js';
import { Handover } from './handover.js';
import type { InstanceStore, RestoreOutcome } from './ports/instance-store.js';

/** An archive being read: whether it holds the secrets, and its sections as they come. */
export interface Archive {
  readonly secrets: boolean;
  readonly batches: AsyncIterable<SectionBatch>;
}

/** The instance holds data and the restore was not told to replace it. */
export class InstanceNotEmpty extends Conflict {
  constructor() {
    super(
      'INSTANCE.NOT_EMPTY',
      'The instance holds data; restore into an empty instance, or ask to replace what it holds',
    );
  }
}

/** Reads the whole instance as archive sections (docs/backup.md). */
export class BackupInstanceUseCase {
  constructor(private readonly store: InstanceStore) {}

  execute(secrets: boolean, sink: (batch: SectionBatch) => Promise<void>): Promise<void> {
    return this.store.read(secrets, sink);
  }
}

/** The instance a restore writes: its store, and the change log and unit of work beside it. */
export interface RestoreTarget {
  readonly store: InstanceStore;
  readonly changes: ChangeRecorder;
  readonly unitOfWork: UnitOfWork;
}

/**
 * Loads archive sections into this instance, all or nothing (docs/backup.md#over-http): every row
 * is checked before the store writes it, and a refusal, thrown inside the store's transaction,
 * undoes what was written (docs/backup.md#what-a-restore-refuses). In the same transaction, the
 * change log gets a `restored` entry per record written, by `by`
 * (docs/adr/0058-a-restore-logs-every-record-it-writes.md).
 */
export class RestoreInstanceUseCase {
  constructor(
    private readonly target: RestoreTarget,
    private readonly hasher: PasswordHasher,
    private readonly random: RandomSecrets,
  ) {}

  async execute(
    archive: Archive,
    options: { readonly replace: boolean },
    by: Actor,
  ): Promise<RestoreOutcome> {
    const { store, changes, unitOfWork } = this.target;
    if (!options.replace && (await store.hasData())) throw new InstanceNotEmpty();
    // The hash of a password nobody is told: a user restored without one signs in once given one.
    const unusablePasswordHash = await this.hasher.hash(this.random.password());
    return unitOfWork.run(async () => {
      const outcome = await store.replace(checked(archive.batches), {
        secrets: archive.secrets,
        unusablePasswordHash,
      });
      await changes.recordRestore(by);
      return outcome;
    });
  }
}

async function* checked(batches: AsyncIterable<SectionBatch>): AsyncIterable<SectionBatch> {
  const checker = new ArchiveChecker();
  for await (const batch of batches) {
    checker.check(batch);
    yield batch;
  }
  checker.end();
}

/**
 * Copies one instance into another, secrets included: the operator moves their own data
 * (docs/backup.md#moving-from-sqlite-to-postgres). `from` is read while `to` is written, a batch
 * handed over at a time, so memory holds one batch whatever the size.
 */
export class MigrateInstanceUseCase {
  constructor(
    private readonly hasher: PasswordHasher,
    private readonly random: RandomSecrets,
  ) {}

  async execute(
    from: InstanceStore,
    to: RestoreTarget,
    options: { readonly replace: boolean },
    by: Actor,
  ): Promise<void> {
    const handover = new Handover<SectionBatch>();
    const reading = from
      .read(true, (batch) => handover.give(batch))
      .then(
        () => handover.end(),
        (error: unknown) => handover.fail(error),
      );
    const restore = new RestoreInstanceUseCase(to, this.hasher, this.random);
    try {
      await restore.execute({ secrets: true, batches: handover }, options, by);
    } finally {
      handover.close();
      await reading;
    }
  }
}
