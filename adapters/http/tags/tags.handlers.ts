import type { Context } from 'hono';
import type { BatchElement } from '../../../application/exchange/batch.js';
import {
  type CodedFilter,
  type CodedSortKey,
  codedListing,
} from '../../../application/listing/coded-listing.js';
import type { ListUseCase } from '../../../application/listing/list.use-case.js';
import type { CreateTagUseCase } from '../../../application/tags/create-tag.use-case.js';
import type { DeleteTagUseCase } from '../../../application/tags/delete-tag.use-case.js';
import type { ExportTagsUseCase } from '../../../application/tags/export-tags.use-case.js';
import type { GetTagUseCase } from '../../../application/tags/get-tag.use-case.js';
import type { ImportTagsUseCase } from '../../../application/tags/import-tags.use-case.js';
import type { UpdateTagUseCase } from '../../../application/tags/update-tag.use-case.js';
import { TAG, type Tag, type TagInput } from '../../../domain/tags/tag.js';
import type { AppEnv } from '../app-env.js';
import { codedEntityFromCsv } from '../coded-entities/coded-entity.schemas.js';
import {
  csvBodyElements,
  csvDownload,
  indexedElements,
  jsonDownload,
} from '../coded-entities/coded-entity-exchange.handlers.js';
import { importSummary, prefersMinimal } from '../exchange/import-answer.js';
import { type Handlers, type HttpModule, httpModule } from '../http-module.js';
import { jsonList } from '../json-list.js';
import { codedFilter } from '../listing/coded-list.parameters.js';
import { answerList } from '../listing/list-answer.js';
import { listRequest } from '../listing/list-request.js';
import { conditionalJson, ifMatch, taggedJson } from '../shared/conditional-requests.js';
import { applyMergePatch } from '../shared/merge-patch-request.js';
import { TAGS_PATH, tagRoutes } from './tags.routes.js';
import { TAG_CSV_COLUMNS, toTagCsv, toTagResponse, UpdateTagRequest } from './tags.schemas.js';

export interface TagUseCases {
  readonly list: ListUseCase<Tag, CodedSortKey, CodedFilter>;
  readonly get: GetTagUseCase;
  readonly create: CreateTagUseCase;
  readonly update: UpdateTagUseCase;
  readonly delete: DeleteTagUseCase;
  readonly import: ImportTagsUseCase;
  readonly export: ExportTagsUseCase;
}

const csv = { header: TAG_CSV_COLUMNS.all, plural: 'tags', toCsv: toTagCsv };

function tagHandlers(useCases: TagUseCases): Handlers<typeof tagRoutes> {
  const imported = async (c: Context<AppEnv>, elements: readonly BatchElement<TagInput>[]) => {
    const stored = await useCases.import.execute(elements, c.get('actor'));
    return prefersMinimal(c) ? importSummary(c, stored) : c.json(stored.map(toTagResponse), 201);
  };
  return {
    list: async (c) => {
      const params = c.req.valid('query');
      const answer = await useCases.list.execute(listRequest(params, codedListing, codedFilter(params)));
      return answerList(c, answer, toTagResponse);
    },
    importJson: async (c) =>
      imported(
        c,
        indexedElements(
          c.req.valid('json').map(({ code, label, description }) => ({ code, label, description })),
        ),
      ),
    importCsv: async (c) => imported(c, await csvBodyElements(c, TAG_CSV_COLUMNS, codedEntityFromCsv)),
    exportJson: async (c) =>
      jsonList(c, await useCases.export.execute(), toTagResponse, 200, jsonDownload(csv.plural)),
    exportCsv: async (c) => csvDownload(c, await useCases.export.execute(), csv),
    get: async (c) => conditionalJson(c, toTagResponse(await useCases.get.execute(c.req.valid('param').id))),
    create: async (c) => {
      const { code, label, description } = c.req.valid('json');
      const tag = await useCases.create.execute({ code, label, description }, c.get('actor'));
      return taggedJson(c, toTagResponse(tag), 201, { Location: `${TAGS_PATH}/${tag.id}` });
    },
    update: async (c) => {
      const { label, description, code } = c.req.valid('json');
      const changes = { label, description, code };
      const precondition = ifMatch(c, toTagResponse);
      const tag = await useCases.update.execute(
        c.req.valid('param').id,
        changes,
        c.get('actor'),
        precondition,
      );
      return taggedJson(c, toTagResponse(tag), 200);
    },
    patch: async (c) => {
      const { id } = c.req.valid('param');
      const tag = await applyMergePatch(c, c.req.valid('json'), {
        name: TAG.name,
        id,
        read: () => useCases.get.execute(id),
        represent: toTagResponse,
        putBody: ({ code, label, description }) => ({ code, label, description }),
        schema: UpdateTagRequest,
        write: ({ label, description, code }, precondition) =>
          useCases.update.execute(id, { label, description, code }, c.get('actor'), precondition),
      });
      return taggedJson(c, toTagResponse(tag), 200);
    },
    delete: async (c) => {
      await useCases.delete.execute(c.req.valid('param').id, c.get('actor'), ifMatch(c, toTagResponse));
      return c.body(null, 204);
    },
  };
}

export function tagsHttp(useCases: TagUseCases): HttpModule {
  return httpModule(tagRoutes, tagHandlers(useCases));
}
