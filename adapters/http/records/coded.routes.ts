import type { z } from '@hono/zod-openapi';
import {
  type CodedFilter,
  type CodedSortKey,
  type CodedSortKeyOf,
  codedListing,
  type KindListing,
} from '../../../application/listing/coded-listing.js';
import type {
  CodedAudit,
  CodedEntity,
  CodedEntityInput,
  CodedFields,
} from '../../../domain/records/coded-entity.js';
import type { Fields } from '../../../domain/shared/record-kind.js';
import { CSV_DIALECT, exchangeRouteSet } from '../exchange/exchange.routes.js';
import { describeColumns, MAX_IMPORT_ROWS } from '../exchange/file-transfer.js';
import { recordRouteSet } from '../shared/record-routes.js';
import type { CodedEntitySchemas } from './coded.schemas.js';
import { type CodedExchangeFormat, exchangeOf } from './coded-exchange-format.js';
import { type KindSubject, kindListRoute, seedRoute, withAccess } from './kind.routes.js';
import { type RecordQuery, recordFilter, recordListParameters } from './record-list.parameters.js';

/**
 * One kind of the kernel over HTTP: its words and schemas, and what it plugs in where it says
 * more than the kernel (a nomenclature's list by parent, its exchange with parents by code; a
 * contact's list by name).
 */
export interface CodedEntityResource<
  A extends CodedAudit = CodedAudit,
  S extends boolean = boolean,
  F extends Fields = CodedFields,
  L extends CodedFilter = CodedFilter,
  I = CodedEntityInput<F>,
  X = CodedEntity<A, F>,
> extends KindSubject {
  /** e.g. `badges`; also names the export files */
  readonly plural: string;
  readonly schemas: CodedEntitySchemas<A, F>;
  /** Whether the kind has a seed route besides its imports (badges, companies; not tags, docs/api/taxonomy.md). */
  readonly seed: S;
  /** Where the kind's words differ from the kernel's. */
  readonly words?: CodedRouteWords;
  /** The kind's list, where it filters or sorts by more than the coded parameters (docs/api/lists.md#filters). */
  readonly list?: CodedList<L, CodedSortKeyOf<F>>;
  /** The kind's import and export, where its file says more than a create body (exchangeFormat by default). */
  readonly exchange?: CodedExchangeFormat<I, X>;
}

/** What the API reference says of one kind's routes, where it differs from the kernel's words. */
export interface CodedRouteWords {
  /** The create's description. */
  readonly create?: string;
  /** The PUT's and the PATCH's summary, and what their description says before the If-Match sentence. */
  readonly update?: { readonly summary: string; readonly rule: string };
  readonly patch?: { readonly summary: string; readonly rule: string };
  /** What the If-Match sentence calls the resource: `one` unless told. */
  readonly subject?: string;
  /** A delete the kind refuses with a 409 (its DeleteGuard): the summary and the rule. */
  readonly guardedDelete?: { readonly summary: string; readonly rule: string };
}

/** A kind's list parameters: the coded ones and its own filters, and how a request's values filter. */
export interface CodedList<L extends CodedFilter, K extends string = CodedSortKey> {
  /** The order without `sort`, as the reference words it. */
  readonly order: string;
  /** recordListParameters with the kind's filters, or a code-less kind's own. */
  readonly query: z.ZodObject;
  filter(params: z.output<RecordQuery>): L;
  /** A code-less kind's sort keys and order (codedListing unless given). */
  readonly listing?: KindListing<{ readonly id: number }, K>;
}

const CREATE = 'A duplicate code is a 409; a blank label or an invalid code is a 400.';
const UPDATE = 'An omitted description becomes null. The code cannot be changed.';
const PATCH =
  'Applied to the stored fields, then checked and written as a PUT body; null resets the description.';
const SEED =
  'An existing code gets its label and description replaced; a new code is created. An invalid element is a 400 naming its index; nothing is stored.';
const ifMatch412 = (subject = 'one') =>
  `With If-Match, ${subject} that no longer has that entity tag is a 412.`;

/**
 * The routes of the coded kinds (docs/api/badges.md#badge-and-company-operations,
 * docs/api/taxonomy.md), in mount order: the fixed paths (seed, import.*, export.*) before
 * `/{id}`, which would otherwise take `export.json` with a 400. Deletes are physical.
 */
export function codedEntityRoutes<
  A extends CodedAudit,
  const S extends boolean,
  F extends Fields,
  L extends CodedFilter,
  I,
  X,
>(r: CodedEntityResource<A, S, F, L, I, X>) {
  const { response, coded } = r.schemas;
  const subject = withAccess(r);
  const IF_MATCH_412 = ifMatch412(r.words?.subject);
  const guarded = r.words?.guardedDelete;
  const exchange = exchangeOf(r);
  const list = listOf(r);
  const seed = {
    plural: r.plural,
    element: exchange.element,
    example: r.schemas.examples.create,
    stored: exchange.response,
    description: SEED,
    errors: [413],
  };
  return {
    list: kindListRoute(r, {
      plural: r.plural,
      order: list.order,
      response,
      query: list.query as RecordQuery,
    }),
    ...((r.seed ? { seed: seedRoute(r, seed) } : {}) as S extends true
      ? { readonly seed: ReturnType<typeof seedRoute<z.ZodType<I>>> }
      : Record<never, never>),
    ...exchangeRouteSet({
      ...r,
      fileName: r.plural,
      element: exchange.element,
      elementExample: exchange.elementExample,
      stored: exchange.response,
      exported: exchange.response,
      importRule: exchange.importRule,
      importErrors: exchange.importErrors ?? [413],
      ignored: 'id, createdDate and lastModifiedDate are ignored',
      csv: {
        importRule: `Content-Type \`text/csv\`, ${CSV_DIALECT}, ${describeColumns(exchange.csv.columns)}; id, createdDate and lastModifiedDate are ignored, an empty optional cell is null. At most ${MAX_IMPORT_ROWS} rows. An invalid row is a 400 naming its line (\`line 4: label\`); nothing is stored.`,
        example: exchange.csv.example,
        header: exchange.csv.columns.all,
        exportNote: 'an empty cell is null.',
        document: 'The CSV document (RFC 4180, UTF-8)',
      },
      exports: {
        which: `every one of the ${r.plural}`,
        order: 'in list order',
        download: `Every one of the ${r.plural}`,
      },
    }),
    ...recordRouteSet({
      ...subject,
      schemas: r.schemas,
      // Only a code can be taken already.
      create: { description: r.words?.create ?? (coded ? CREATE : undefined), errors: coded ? [409] : [] },
      update: {
        summary: r.words?.update?.summary ?? `Replace the label and description of a ${r.noun}`,
        description: `${r.words?.update?.rule ?? UPDATE} ${IF_MATCH_412}`,
        errors: [404, 412],
      },
      patch: {
        summary:
          r.words?.patch?.summary ?? `Change the label or description of a ${r.noun} (JSON Merge Patch)`,
        description: `${r.words?.patch?.rule ?? PATCH} ${IF_MATCH_412}`,
        errors: [404, 409, 412],
      },
      delete: {
        summary: guarded?.summary ?? `Delete a ${r.noun}`,
        description: `${guarded?.rule ?? 'Removes the row; its code can be used again at once.'} ${IF_MATCH_412}`,
        errors: guarded ? [404, 409, 412] : [404, 412],
        done: 'Deleted',
      },
    }),
  };
}

const CODED_LIST: CodedList<CodedFilter> = {
  order: 'code',
  query: recordListParameters({}),
  filter: recordFilter,
};

/** The kind's list, or the coded one: a kind without one has `CodedFilter` as `L`. */
export function listOf<L extends CodedFilter, K extends string>(resource: {
  readonly list?: CodedList<L, K>;
}): Required<CodedList<L, K>> {
  return { listing: codedListing, ...(resource.list ?? CODED_LIST) } as Required<CodedList<L, K>>;
}
