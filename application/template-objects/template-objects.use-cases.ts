import type {
  TemplateObject,
  TemplateObjectFields,
  TemplateObjectInput,
} from '../../domain/template-objects/template-object.js';
import type { ListingRepository } from '../listing/ports/listing.repository.js';
import { type ArchivableDeps, type ArchivedUseCases, archivedKind } from '../records/archivable-store.js';
import type { ArchivableRepository } from '../records/ports/archivable.repository.js';
import { recordUseCases } from '../records/record.use-cases.js';
import { type RecordFilter, type RecordSortKey, recordListing } from '../records/record-listing.js';
import { templateObjectPolicy } from './template-object.policy.js';
import { templateObjectPrintout } from './template-object.printout.js';

export type TemplateObjectUseCases = ArchivedUseCases<TemplateObjectInput, TemplateObjectFields>;

export interface TemplateObjectDeps extends ArchivableDeps {
  readonly templateObjects: ArchivableRepository<TemplateObjectFields> &
    ListingRepository<TemplateObject, RecordSortKey, RecordFilter>;
}

/** The record kernel for template objects, an archivable kind: label and description only, no references. */
export function templateObjectUseCases(deps: TemplateObjectDeps): TemplateObjectUseCases {
  const kind = {
    repository: deps.templateObjects,
    listing: recordListing,
    policy: templateObjectPolicy,
    printout: templateObjectPrintout,
  };
  return recordUseCases(archivedKind(kind, deps), deps);
}
