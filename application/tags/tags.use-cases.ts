import type { Tag } from '../../domain/tags/tag.js';
import type { ChangeRecorder } from '../changes/change-recorder.js';
import { type CodedFilter, type CodedSortKey, codedListing } from '../listing/coded-listing.js';
import { ListUseCase } from '../listing/list.use-case.js';
import type { Clock } from '../shared/ports/clock.js';
import type { UnitOfWork } from '../shared/ports/unit-of-work.js';
import { CreateTagUseCase } from './create-tag.use-case.js';
import { DeleteTagUseCase } from './delete-tag.use-case.js';
import { ExportTagsUseCase } from './export-tags.use-case.js';
import { GetTagUseCase } from './get-tag.use-case.js';
import { ImportTagsUseCase } from './import-tags.use-case.js';
import type { TagRepository } from './ports/tag.repository.js';
import { UpdateTagUseCase } from './update-tag.use-case.js';

export interface TagDeps {
  readonly tags: TagRepository;
  readonly clock: Clock;
  readonly unitOfWork: UnitOfWork;
  readonly changes: ChangeRecorder;
}

export type TagUseCases = ReturnType<typeof tagUseCases>;

export function tagUseCases({ tags, clock, unitOfWork, changes }: TagDeps) {
  return {
    list: new ListUseCase<Tag, CodedSortKey, CodedFilter>(tags, codedListing),
    get: new GetTagUseCase(tags),
    create: new CreateTagUseCase(tags, clock, unitOfWork, changes),
    update: new UpdateTagUseCase(tags, clock, unitOfWork, changes),
    delete: new DeleteTagUseCase(tags, unitOfWork, changes),
    import: new ImportTagsUseCase(tags, clock, unitOfWork, changes),
    export: new ExportTagsUseCase(tags),
  };
}
