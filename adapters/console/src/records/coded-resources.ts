import { api, MERGE_PATCH, type Schemas } from '../api/client';
import type { paths } from '../api/schema';
import { type Exchange, exchangeOf } from '../exchange/exchange-resources';
import type { PrintBase } from '../exchange/print-list';
import type { PdfAnswer } from '../ui/open-pdf';
import type { HistoryPage } from '../ui/record-history';
import type { Answer } from '../ui/use-record-editor';

/** A record of the shared shape: code, label, description and the audit fields. */
export type Coded =
  | Schemas['Tag']
  | Schemas['Nomenclature']
  | Schemas['TemplateObject']
  | Schemas['Badge']
  | Schemas['Company'];

/** The parent of a record in a tree (nomenclatures); null for a root, undefined outside a tree. */
export const parentOf = (record: Coded): number | null | undefined =>
  'parentId' in record ? record.parentId : undefined;
export type CodedSort = NonNullable<NonNullable<paths['/api/v1/tag']['get']['parameters']['query']>['sort']>;

export interface CodedQuery {
  readonly q?: string;
  readonly sort: CodedSort;
  readonly limit: string;
  readonly cursor?: string;
  readonly count?: 'true';
}

/** One resource of that shape, as its screens use it. */
export interface CodedResource {
  /** The list's title, and the noun of one record. */
  readonly title: string;
  /** Its name in permissions: `tags` for `tags:read`. */
  readonly resource: string;
  readonly noun: string;
  /** Where its screens live in the console. */
  readonly route: string;
  /** Archived (tasks, template objects) or deleted for good (taxonomy). */
  readonly removal: 'Archive' | 'Delete';
  /** The module it shares with other resources, shown as tabs (Taxonomy: tags and nomenclatures). */
  readonly section?: string;
  /** Its records form a tree: each may have a parent among them (nomenclatures). */
  readonly tree?: boolean;
  /** Its imports and exports. */
  readonly exchange: Exchange;
  /** Its records hold contacts (badges). */
  readonly contacts?: boolean;
  /** Its printouts, when it prints: the list's path, and one record's PDF. */
  readonly print?: { readonly base: PrintBase; one(id: number): Promise<PdfAnswer> };
  list(query: CodedQuery): Promise<Answer<Coded[]>>;
  get(id: number): Promise<Answer<Coded>>;
  create(body: {
    code: string;
    label: string;
    description: string | null;
    parentId?: number | null;
  }): Promise<Answer<Coded>>;
  patch(
    id: number,
    body: { label?: string; description?: string | null; parentId?: number | null },
    etag?: string,
  ): Promise<Answer<Coded>>;
  remove(id: number, etag?: string): Promise<Answer<unknown>>;
  /** A page of a record's history (docs/api/changes.md#history). */
  history(id: number, cursor?: string): ReturnType<HistoryPage>;
}

const ifMatch = (etag: string | undefined) => (etag ? { 'If-Match': etag } : {});

export const TAGS: CodedResource = {
  title: 'Tags',
  resource: 'tags',
  noun: 'tag',
  route: '/taxonomy/tags',
  exchange: exchangeOf('/api/v1/tag', 'tags'),
  removal: 'Delete',
  section: 'Taxonomy',
  list: (query) => api.GET('/api/v1/tag', { params: { query } }),
  get: (id) => api.GET('/api/v1/tag/{id}', { params: { path: { id } } }),
  create: (body) => api.POST('/api/v1/tag', { body }),
  patch: (id, body, etag) =>
    api.PATCH('/api/v1/tag/{id}', {
      params: { path: { id } },
      body,
      headers: { ...MERGE_PATCH, ...ifMatch(etag) },
    }),
  remove: (id, etag) => api.DELETE('/api/v1/tag/{id}', { params: { path: { id } }, headers: ifMatch(etag) }),
  history: (id, cursor) =>
    api.GET('/api/v1/tag/{id}/history', { params: { path: { id }, query: { limit: '20', cursor } } }),
};

export const NOMENCLATURES: CodedResource = {
  title: 'Nomenclatures',
  resource: 'nomenclatures',
  noun: 'nomenclature',
  route: '/taxonomy/nomenclatures',
  exchange: exchangeOf('/api/v1/nomenclature', 'nomenclatures'),
  removal: 'Delete',
  section: 'Taxonomy',
  tree: true,
  list: (query) => api.GET('/api/v1/nomenclature', { params: { query } }),
  get: (id) => api.GET('/api/v1/nomenclature/{id}', { params: { path: { id } } }),
  create: (body) => api.POST('/api/v1/nomenclature', { body }),
  patch: (id, body, etag) =>
    api.PATCH('/api/v1/nomenclature/{id}', {
      params: { path: { id } },
      body,
      headers: { ...MERGE_PATCH, ...ifMatch(etag) },
    }),
  remove: (id, etag) =>
    api.DELETE('/api/v1/nomenclature/{id}', { params: { path: { id } }, headers: ifMatch(etag) }),
  history: (id, cursor) =>
    api.GET('/api/v1/nomenclature/{id}/history', {
      params: { path: { id }, query: { limit: '20', cursor } },
    }),
};

export const TEMPLATE_OBJECTS: CodedResource = {
  title: 'Template objects',
  resource: 'template-objects',
  noun: 'template object',
  route: '/template-objects',
  exchange: exchangeOf('/api/v1/domaintemplate', 'template objects'),
  print: {
    base: '/api/v1/domaintemplate',
    one: (id) =>
      api.GET('/api/v1/domaintemplate/{id}/print.pdf', { params: { path: { id } }, parseAs: 'blob' }),
  },
  removal: 'Archive',
  list: (query) => api.GET('/api/v1/domaintemplate', { params: { query } }),
  get: (id) => api.GET('/api/v1/domaintemplate/{id}', { params: { path: { id } } }),
  create: (body) => api.POST('/api/v1/domaintemplate', { body }),
  patch: (id, body, etag) =>
    api.PATCH('/api/v1/domaintemplate/{id}', {
      params: { path: { id } },
      body,
      headers: { ...MERGE_PATCH, ...ifMatch(etag) },
    }),
  remove: (id, etag) =>
    api.DELETE('/api/v1/domaintemplate/{id}', { params: { path: { id } }, headers: ifMatch(etag) }),
  history: (id, cursor) =>
    api.GET('/api/v1/domaintemplate/{id}/history', {
      params: { path: { id }, query: { limit: '20', cursor } },
    }),
};

export const BADGES: CodedResource = {
  title: 'Badges',
  resource: 'badges',
  noun: 'badge',
  route: '/badges',
  exchange: exchangeOf('/api/v1/badge', 'badges'),
  contacts: true,
  removal: 'Delete',
  list: (query) => api.GET('/api/v1/badge', { params: { query } }),
  get: (id) => api.GET('/api/v1/badge/{id}', { params: { path: { id } } }),
  create: (body) => api.POST('/api/v1/badge', { body }),
  patch: (id, body, etag) =>
    api.PATCH('/api/v1/badge/{id}', {
      params: { path: { id } },
      body,
      headers: { ...MERGE_PATCH, ...ifMatch(etag) },
    }),
  remove: (id, etag) =>
    api.DELETE('/api/v1/badge/{id}', { params: { path: { id } }, headers: ifMatch(etag) }),
  history: (id, cursor) =>
    api.GET('/api/v1/badge/{id}/history', { params: { path: { id }, query: { limit: '20', cursor } } }),
};

export const COMPANIES: CodedResource = {
  title: 'Companies',
  resource: 'companies',
  noun: 'company',
  route: '/companies',
  exchange: exchangeOf('/api/v1/company', 'companies'),
  removal: 'Delete',
  list: (query) => api.GET('/api/v1/company', { params: { query } }),
  get: (id) => api.GET('/api/v1/company/{id}', { params: { path: { id } } }),
  create: (body) => api.POST('/api/v1/company', { body }),
  patch: (id, body, etag) =>
    api.PATCH('/api/v1/company/{id}', {
      params: { path: { id } },
      body,
      headers: { ...MERGE_PATCH, ...ifMatch(etag) },
    }),
  remove: (id, etag) =>
    api.DELETE('/api/v1/company/{id}', { params: { path: { id } }, headers: ifMatch(etag) }),
  history: (id, cursor) =>
    api.GET('/api/v1/company/{id}/history', { params: { path: { id }, query: { limit: '20', cursor } } }),
};

/** Every resource of the shared shape, by the console route its screens live under. */
export const CODED_RESOURCES: readonly CodedResource[] = [
  TAGS,
  NOMENCLATURES,
  TEMPLATE_OBJECTS,
  BADGES,
  COMPANIES,
];
