import type { ChangeSignal } from '../../../application/changes/ports/change-signal.js';

/** The signal of one process (memory, SQLite): its listeners run right after each notify. */
export class LocalChangeSignal implements ChangeSignal {
  readonly #listeners = new Set<() => void>();

  notify(): void {
    for (const listener of this.#listeners) listener();
  }

  subscribe(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }
}
