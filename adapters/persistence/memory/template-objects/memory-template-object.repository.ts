// Template objects in memory: the archivable kernel on the memory table of template objects.
import type { ArchivableRepository } from '../../../../application/archivable/ports/archivable.repository.js';
import {
  TEMPLATE_OBJECT,
  type TemplateObjectFields,
} from '../../../../domain/template-objects/template-object.js';
import { MemoryArchivableRepository } from '../archivable/memory-archivable.repository.js';
import type { MemoryStore } from '../memory-store.js';

const TEMPLATE_OBJECTS = 'templateObjects';

export function memoryTemplateObjectRepository(
  store: MemoryStore,
): ArchivableRepository<TemplateObjectFields> {
  return new MemoryArchivableRepository<TemplateObjectFields>(store, TEMPLATE_OBJECTS, TEMPLATE_OBJECT);
}
