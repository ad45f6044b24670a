// Commits of change log entries told to the readers of this process: memory and SQLite.
import type { ChangeSignal } from '../../../application/changes/ports/change-signal.js';

export class LocalChangeSignal implements ChangeSignal {
  private readonly listeners = new Set<() => void>();

  notify(): void {
    for (const listener of this.listeners) listener();
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
