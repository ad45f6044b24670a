// Template objects on Drizzle: the archivable kernel with the template object's columns.
import {
  TEMPLATE_OBJECT,
  type TemplateObjectFields,
} from '../../../../domain/template-objects/template-object.js';
import { DrizzleArchivableRepository } from '../archivable/drizzle-archivable.repository.js';
import type { DrizzleGateway } from '../drizzle-gateway.js';

export function drizzleTemplateObjectRepository(gateway: DrizzleGateway) {
  return new DrizzleArchivableRepository<TemplateObjectFields>(gateway, {
    kind: TEMPLATE_OBJECT,
    table: gateway.tables.templateObjects,
    columns: ({ label, description }) => ({ label, description }),
    fields: (row) => ({ label: row.label, description: row.description }),
  });
}
