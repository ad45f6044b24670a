import { AsyncLocalStorage } from 'node:async_hooks';
import type { Actor } from '../../application/shared/actor.js';
import type { ActorContext } from '../../application/shared/ports/actor-context.js';

export class AsyncLocalActorContext implements ActorContext {
  private readonly storage = new AsyncLocalStorage<Actor>();

  current(): Actor | undefined {
    return this.storage.getStore();
  }

  runAs<T>(actor: Actor, work: () => Promise<T>): Promise<T> {
    return this.storage.run(actor, work);
  }
}
