import type { Container } from 'inversify';
import { nomenclatureRoutes } from '../adapters/http/nomenclatures/nomenclatures.handlers.js';
import { tagRoutes } from '../adapters/http/tags/tags.handlers.js';
import type { Persistence } from '../adapters/persistence/open-persistence.js';
import { CreateNomenclatureUseCase } from '../application/nomenclatures/create-nomenclature.use-case.js';
import { DeleteNomenclatureUseCase } from '../application/nomenclatures/delete-nomenclature.use-case.js';
import { GetNomenclatureUseCase } from '../application/nomenclatures/get-nomenclature.use-case.js';
import { ListNomenclaturesUseCase } from '../application/nomenclatures/list-nomenclatures.use-case.js';
import type { NomenclatureRepository } from '../application/nomenclatures/ports/nomenclature.repository.js';
import { UpdateNomenclatureUseCase } from '../application/nomenclatures/update-nomenclature.use-case.js';
import type { ActorContext } from '../application/shared/ports/actor-context.js';
import type { Clock } from '../application/shared/ports/clock.js';
import type { UnitOfWork } from '../application/shared/ports/unit-of-work.js';
import { CreateTagUseCase } from '../application/tags/create-tag.use-case.js';
import { DeleteTagUseCase } from '../application/tags/delete-tag.use-case.js';
import { GetTagUseCase } from '../application/tags/get-tag.use-case.js';
import { ListTagsUseCase } from '../application/tags/list-tags.use-case.js';
import type { TagRepository } from '../application/tags/ports/tag.repository.js';
import { UpdateTagUseCase } from '../application/tags/update-tag.use-case.js';
import { TOKENS } from './tokens.js';

/** Tags and nomenclatures. Needs TOKENS.actorContext, clock and unitOfWork, bound by bindShared before it. */
export function bindTaxonomy(container: Container, persistence: Persistence): void {
  container.bind(TOKENS.tagRepository).toConstantValue(persistence.tags);
  container.bind(TOKENS.nomenclatureRepository).toConstantValue(persistence.nomenclatures);
  bindTags(container);
  bindNomenclatures(container);
}

function bindTags(container: Container): void {
  container
    .bind(ListTagsUseCase)
    .toResolvedValue((tags: TagRepository) => new ListTagsUseCase(tags), [TOKENS.tagRepository]);
  container
    .bind(GetTagUseCase)
    .toResolvedValue((tags: TagRepository) => new GetTagUseCase(tags), [TOKENS.tagRepository]);
  container
    .bind(CreateTagUseCase)
    .toResolvedValue(
      (tags: TagRepository, actors: ActorContext, clock: Clock, uow: UnitOfWork) =>
        new CreateTagUseCase(tags, actors, clock, uow),
      [TOKENS.tagRepository, TOKENS.actorContext, TOKENS.clock, TOKENS.unitOfWork],
    );
  container
    .bind(UpdateTagUseCase)
    .toResolvedValue(
      (tags: TagRepository, actors: ActorContext, clock: Clock, uow: UnitOfWork) =>
        new UpdateTagUseCase(tags, actors, clock, uow),
      [TOKENS.tagRepository, TOKENS.actorContext, TOKENS.clock, TOKENS.unitOfWork],
    );
  container
    .bind(DeleteTagUseCase)
    .toResolvedValue(
      (tags: TagRepository, actors: ActorContext, uow: UnitOfWork) => new DeleteTagUseCase(tags, actors, uow),
      [TOKENS.tagRepository, TOKENS.actorContext, TOKENS.unitOfWork],
    );

  container
    .bind(TOKENS.httpModules)
    .toResolvedValue(
      (
        list: ListTagsUseCase,
        get: GetTagUseCase,
        create: CreateTagUseCase,
        update: UpdateTagUseCase,
        remove: DeleteTagUseCase,
      ) => tagRoutes({ list, get, create, update, delete: remove }),
      [ListTagsUseCase, GetTagUseCase, CreateTagUseCase, UpdateTagUseCase, DeleteTagUseCase],
    );
}

function bindNomenclatures(container: Container): void {
  container
    .bind(ListNomenclaturesUseCase)
    .toResolvedValue(
      (nomenclatures: NomenclatureRepository) => new ListNomenclaturesUseCase(nomenclatures),
      [TOKENS.nomenclatureRepository],
    );
  container
    .bind(GetNomenclatureUseCase)
    .toResolvedValue(
      (nomenclatures: NomenclatureRepository) => new GetNomenclatureUseCase(nomenclatures),
      [TOKENS.nomenclatureRepository],
    );
  container
    .bind(CreateNomenclatureUseCase)
    .toResolvedValue(
      (nomenclatures: NomenclatureRepository, actors: ActorContext, clock: Clock, uow: UnitOfWork) =>
        new CreateNomenclatureUseCase(nomenclatures, actors, clock, uow),
      [TOKENS.nomenclatureRepository, TOKENS.actorContext, TOKENS.clock, TOKENS.unitOfWork],
    );
  container
    .bind(UpdateNomenclatureUseCase)
    .toResolvedValue(
      (nomenclatures: NomenclatureRepository, actors: ActorContext, clock: Clock, uow: UnitOfWork) =>
        new UpdateNomenclatureUseCase(nomenclatures, actors, clock, uow),
      [TOKENS.nomenclatureRepository, TOKENS.actorContext, TOKENS.clock, TOKENS.unitOfWork],
    );
  container
    .bind(DeleteNomenclatureUseCase)
    .toResolvedValue(
      (nomenclatures: NomenclatureRepository, actors: ActorContext, uow: UnitOfWork) =>
        new DeleteNomenclatureUseCase(nomenclatures, actors, uow),
      [TOKENS.nomenclatureRepository, TOKENS.actorContext, TOKENS.unitOfWork],
    );

  container
    .bind(TOKENS.httpModules)
    .toResolvedValue(
      (
        list: ListNomenclaturesUseCase,
        get: GetNomenclatureUseCase,
        create: CreateNomenclatureUseCase,
        update: UpdateNomenclatureUseCase,
        remove: DeleteNomenclatureUseCase,
      ) => nomenclatureRoutes({ list, get, create, update, delete: remove }),
      [
        ListNomenclaturesUseCase,
        GetNomenclatureUseCase,
        CreateNomenclatureUseCase,
        UpdateNomenclatureUseCase,
        DeleteNomenclatureUseCase,
      ],
    );
}
