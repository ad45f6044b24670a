import { z } from '@hono/zod-openapi';
import type { ExportedNomenclature } from '../../../application/nomenclatures/export-nomenclatures.use-case.js';
import type { NomenclatureImportInput } from '../../../application/nomenclatures/import-nomenclatures.use-case.js';
import type { NomenclatureFilter } from '../../../application/nomenclatures/nomenclature-listing.js';
import { type NomenclatureFields, nomenclatureKind } from '../../../domain/nomenclatures/nomenclature.js';
import type { CodedEntityResource } from '../records/coded.routes.js';
import { codedEntitySchemas } from '../records/coded.schemas.js';
import { nomenclatureExchange } from './nomenclatures.exchange.js';
import { nomenclatureList } from './nomenclatures.list.js';

/** Optional: omitted (also on PUT, which replaces every mutable field) means null, a root (docs/api/records.md#put-replaces). */
const ParentId = z
  .number()
  .int()
  .min(1)
  .max(Number.MAX_SAFE_INTEGER)
  .nullable()
  .optional()
  .openapi({
    description:
      'ID of an existing nomenclature; null or omitted makes a root. ' +
      'The entry itself or one of its descendants is a 400 (cycle).',
    example: 1,
  });

const schemas = codedEntitySchemas(
  nomenclatureKind,
  {
    create: { code: 'HARDWARE', label: 'Hardware', description: 'Everything with a plug', parentId: null },
    update: { label: 'Hardware and cables', description: 'Everything with a plug', parentId: null },
  },
  {
    parentId: {
      body: ParentId,
      response: z.number().int().nullable().openapi({ description: 'Null for a root of the tree' }),
    },
  },
);

/**
 * Nomenclatures: the coded-entity routes without a seed, the tree's words, a list by parent and
 * an exchange naming parents by code (docs/api/taxonomy.md, docs/api/exchange.md#taxonomy-exchange).
 */
export const nomenclatureResource: CodedEntityResource<
  'actors',
  false,
  NomenclatureFields,
  NomenclatureFilter,
  NomenclatureImportInput,
  ExportedNomenclature
> = {
  basePath: '/api/v1/nomenclature',
  resource: 'nomenclatures',
  tag: 'Nomenclatures',
  noun: 'nomenclature',
  plural: 'nomenclatures',
  names: { one: 'Nomenclature', many: 'Nomenclatures' },
  seed: false,
  schemas,
  words: {
    create: 'An unknown parent is a 400; a duplicate code is a 409.',
    update: {
      summary: 'Replace the label, description and parent of a nomenclature',
      rule:
        'An omitted description or parent becomes null. An unknown parent, the entry itself or one of its ' +
        'descendants as parent (a cycle) is a 400. The code cannot be changed.',
    },
    patch: {
      summary: 'Change some fields of a nomenclature (JSON Merge Patch)',
      rule: 'Applied to the stored fields, then checked and written as a PUT body; null resets the description or parent.',
    },
    subject: 'an entry',
    guardedDelete: {
      summary: 'Delete a nomenclature without children that no task uses',
      rule: 'An entry with children, or used by any task (archived ones included), cannot be deleted (409 saying how many).',
    },
  },
  list: nomenclatureList,
  exchange: nomenclatureExchange(schemas, ParentId),
};

export const toNomenclatureResponse = schemas.toResponse;
