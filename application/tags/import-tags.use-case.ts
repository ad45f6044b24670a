import { newTag, type Tag, type TagInput } from '../../domain/tags/tag.js';
import type { ChangeRecorder } from '../changes/change-recorder.js';
import { type BatchElement, DistinctCodes, validateBatch } from '../exchange/batch.js';
import type { Actor } from '../shared/actor.js';
import type { Clock } from '../shared/ports/clock.js';
import type { UnitOfWork } from '../shared/ports/unit-of-work.js';
import type { TagRepository } from './ports/tag.repository.js';

/**
 * Import (JSON or CSV): upsert by code in one transaction, all or nothing (docs/api/exchange.md#all-or-nothing).
 * Every element is validated before the transaction starts; the same code twice is a 400.
 */
export class ImportTagsUseCase {
  constructor(
    private readonly tags: TagRepository,
    private readonly clock: Clock,
    private readonly uow: UnitOfWork,
    private readonly changes: ChangeRecorder,
  ) {}

  /** The stored tags in request order. */
  async execute(elements: readonly BatchElement<TagInput>[], actor: Actor): Promise<Tag[]> {
    const now = this.clock.now();
    const codes = new DistinctCodes();
    const valid = validateBatch(elements, (input, path) => {
      const tag = newTag(input, actor.username, now, path);
      codes.add(tag.code, path);
      return tag;
    });
    const stored = await this.uow.run(async () => {
      const before = await this.tags.findByCodes(valid.map((tag) => tag.code));
      const written = await this.tags.upsertMany(valid);
      await this.changes.recordUpserts('tags', before, written, actor);
      return written;
    });
    const byCode = new Map(stored.map((tag) => [tag.code, tag]));
    return valid.map((tag) => byCode.get(tag.code)!);
  }
}
