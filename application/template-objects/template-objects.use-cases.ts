import type {
  TemplateObjectFields,
  TemplateObjectInput,
} from '../../domain/template-objects/template-object.js';
import {
  type ArchivableDeps,
  type ArchivableUseCases,
  archivableUseCases,
} from '../archivable/archivable.use-cases.js';
import type { ArchivableRepository } from '../archivable/ports/archivable.repository.js';
import { templateObjectPolicy } from './template-object.policy.js';
import { templateObjectPrintout } from './template-object.printout.js';

export type TemplateObjectUseCases = ArchivableUseCases<TemplateObjectInput, TemplateObjectFields>;

export interface TemplateObjectDeps extends ArchivableDeps {
  readonly templateObjects: ArchivableRepository<TemplateObjectFields>;
}

/** The archivable kernel for template objects: label and description only, no references. */
export function templateObjectUseCases(deps: TemplateObjectDeps): TemplateObjectUseCases {
  const kind = {
    repository: deps.templateObjects,
    policy: templateObjectPolicy,
    printout: templateObjectPrintout,
  };
  return archivableUseCases(kind, deps);
}
