import type { Context } from 'hono';
import type { BatchElement } from '../../../application/exchange/batch.js';
import { type CodedSortKey, codedListing } from '../../../application/listing/coded-listing.js';
import type { ListUseCase } from '../../../application/listing/list.use-case.js';
import type { CreateNomenclatureUseCase } from '../../../application/nomenclatures/create-nomenclature.use-case.js';
import type { DeleteNomenclatureUseCase } from '../../../application/nomenclatures/delete-nomenclature.use-case.js';
import type { ExportNomenclaturesUseCase } from '../../../application/nomenclatures/export-nomenclatures.use-case.js';
import type { GetNomenclatureUseCase } from '../../../application/nomenclatures/get-nomenclature.use-case.js';
import type {
  ImportNomenclaturesUseCase,
  NomenclatureImportInput,
} from '../../../application/nomenclatures/import-nomenclatures.use-case.js';
import type { NomenclatureFilter } from '../../../application/nomenclatures/nomenclature-listing.js';
import type { UpdateNomenclatureUseCase } from '../../../application/nomenclatures/update-nomenclature.use-case.js';
import { NOMENCLATURE, type Nomenclature } from '../../../domain/nomenclatures/nomenclature.js';
import type { AppEnv } from '../app-env.js';
import {
  csvBodyElements,
  csvDownload,
  indexedElements,
  jsonDownload,
} from '../coded-entities/coded-entity-exchange.handlers.js';
import { importSummary, prefersMinimal } from '../exchange/import-answer.js';
import { type Handlers, type HttpModule, httpModule } from '../http-module.js';
import { jsonList } from '../json-list.js';
import { answerList } from '../listing/list-answer.js';
import { listRequest } from '../listing/list-request.js';
import { conditionalJson, ifMatch, taggedJson } from '../shared/conditional-requests.js';
import { applyMergePatch } from '../shared/merge-patch-request.js';
import { nomenclatureFilter } from './nomenclatures.list.js';
import { NOMENCLATURES_PATH, nomenclatureRoutes } from './nomenclatures.routes.js';
import {
  NOMENCLATURE_CSV_COLUMNS,
  nomenclatureFromCsv,
  nomenclatureImportInput,
  toExportedNomenclatureResponse,
  toNomenclatureCsv,
  toNomenclatureResponse,
  UpdateNomenclatureRequest,
} from './nomenclatures.schemas.js';

export interface NomenclatureUseCases {
  readonly list: ListUseCase<Nomenclature, CodedSortKey, NomenclatureFilter>;
  readonly get: GetNomenclatureUseCase;
  readonly create: CreateNomenclatureUseCase;
  readonly update: UpdateNomenclatureUseCase;
  readonly delete: DeleteNomenclatureUseCase;
  readonly import: ImportNomenclaturesUseCase;
  readonly export: ExportNomenclaturesUseCase;
}

const csv = { header: NOMENCLATURE_CSV_COLUMNS.all, plural: 'nomenclatures', toCsv: toNomenclatureCsv };

function nomenclatureHandlers(useCases: NomenclatureUseCases): Handlers<typeof nomenclatureRoutes> {
  const imported = async (c: Context<AppEnv>, elements: readonly BatchElement<NomenclatureImportInput>[]) => {
    const stored = await useCases.import.execute(elements, c.get('actor'));
    return prefersMinimal(c)
      ? importSummary(c, stored)
      : c.json(stored.map(toExportedNomenclatureResponse), 201);
  };
  return {
    list: async (c) => {
      const params = c.req.valid('query');
      const answer = await useCases.list.execute(
        listRequest(params, codedListing, nomenclatureFilter(params)),
      );
      return answerList(c, answer, toNomenclatureResponse);
    },
    importJson: async (c) => imported(c, indexedElements(c.req.valid('json').map(nomenclatureImportInput))),
    importCsv: async (c) =>
      imported(c, await csvBodyElements(c, NOMENCLATURE_CSV_COLUMNS, nomenclatureFromCsv)),
    exportJson: async (c) =>
      jsonList(
        c,
        await useCases.export.execute(),
        toExportedNomenclatureResponse,
        200,
        jsonDownload(csv.plural),
      ),
    exportCsv: async (c) => csvDownload(c, await useCases.export.execute(), csv),
    get: async (c) =>
      conditionalJson(c, toNomenclatureResponse(await useCases.get.execute(c.req.valid('param').id))),
    create: async (c) => {
      const { code, label, description, parentId } = c.req.valid('json');
      const created = await useCases.create.execute({ code, label, description, parentId }, c.get('actor'));
      return taggedJson(c, toNomenclatureResponse(created), 201, {
        Location: `${NOMENCLATURES_PATH}/${created.id}`,
      });
    },
    update: async (c) => {
      const { label, description, parentId, code } = c.req.valid('json');
      const changes = { label, description, parentId, code };
      const precondition = ifMatch(c, toNomenclatureResponse);
      const updated = await useCases.update.execute(
        c.req.valid('param').id,
        changes,
        c.get('actor'),
        precondition,
      );
      return taggedJson(c, toNomenclatureResponse(updated), 200);
    },
    patch: async (c) => {
      const { id } = c.req.valid('param');
      const updated = await applyMergePatch(c, c.req.valid('json'), {
        name: NOMENCLATURE.name,
        id,
        read: () => useCases.get.execute(id),
        represent: toNomenclatureResponse,
        putBody: ({ code, label, description, parentId }) => ({ code, label, description, parentId }),
        schema: UpdateNomenclatureRequest,
        write: ({ label, description, parentId, code }, precondition) =>
          useCases.update.execute(id, { label, description, parentId, code }, c.get('actor'), precondition),
      });
      return taggedJson(c, toNomenclatureResponse(updated), 200);
    },
    delete: async (c) => {
      await useCases.delete.execute(
        c.req.valid('param').id,
        c.get('actor'),
        ifMatch(c, toNomenclatureResponse),
      );
      return c.body(null, 204);
    },
  };
}

export function nomenclaturesHttp(useCases: NomenclatureUseCases): HttpModule {
  return httpModule(nomenclatureRoutes, nomenclatureHandlers(useCases));
}
