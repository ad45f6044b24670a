// Records as the API returns them, for the change log: the same mappers as the routes' answers.
import type { RecordPresenter } from '../../../application/changes/ports/record-presenter.js';
import type { ChangedResource, RecordSnapshot } from '../../../domain/changes/change.js';
import { badgeResource } from '../badges/badges.schemas.js';
import { companyResource } from '../companies/companies.schemas.js';
import { toContactResponse } from '../contacts/contacts.schemas.js';
import { toNomenclatureResponse } from '../nomenclatures/nomenclatures.schemas.js';
import { toTagResponse } from '../tags/tags.schemas.js';
import { toTaskResponse } from '../tasks/tasks.schemas.js';
import { toTemplateObjectResponse } from '../template-objects/template-objects.schemas.js';

// Each mapper takes its own module's record; the recorder passes each resource its own kind.
type Mapper = (record: never) => object;

const MAPPERS: Readonly<Record<ChangedResource, Mapper>> = {
  tasks: toTaskResponse,
  'template-objects': toTemplateObjectResponse,
  tags: toTagResponse,
  nomenclatures: toNomenclatureResponse,
  badges: badgeResource.schemas.toResponse,
  companies: companyResource.schemas.toResponse,
  contacts: toContactResponse,
};

export const apiRecordPresenter: RecordPresenter = {
  present(resource: ChangedResource, record: object): RecordSnapshot {
    return (MAPPERS[resource] as (record: object) => RecordSnapshot)(record);
  },
};
