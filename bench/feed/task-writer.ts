import { Agent, request } from 'node:http';

/** What the writer has had answered. */
export interface Written {
  /** Tasks created (each one change, so one `task.created` event). */
  created: number;
  failedRequests: number;
}

/**
 * Creates tasks over at most 64 keep-alive connections, as a client writing at a steady rate would:
 * `perRequest` 1 is one `POST /api/v1/task` each, more is one `POST /api/v1/task/import.json` of
 * that many new tasks (`Prefer: return=minimal`), so 1 000 changes/s need not be 1 000 requests/s.
 */
export class TaskWriter {
  readonly written: Written = { created: 0, failedRequests: 0 };
  readonly #agent = new Agent({ keepAlive: true, maxSockets: 64 });
  #sent = 0;

  constructor(
    private readonly base: string,
    private readonly token: string,
    private readonly perRequest: number,
  ) {}

  /** Sends one request's worth of new tasks; resolves once it is answered. */
  send(): Promise<void> {
    const n = ++this.#sent;
    const task = (k: number) => ({ code: `F-${n}-${k}`, label: `feed ${n}/${k}` });
    const one = this.perRequest === 1;
    const body = JSON.stringify(one ? task(0) : Array.from({ length: this.perRequest }, (_, k) => task(k)));
    const path = one ? '/api/v1/task' : '/api/v1/task/import.json';
    return new Promise((resolve) => {
      const req = request(`${this.base}${path}`, {
        method: 'POST',
        agent: this.#agent,
        headers: {
          Authorization: `Bearer ${this.token}`,
          'Content-Type': 'application/json',
          ...(!one && { Prefer: 'return=minimal' }),
        },
      });
      req.on('response', (response) => {
        response.resume();
        response.on('end', () => {
          if (response.statusCode === 201) this.written.created += this.perRequest;
          else this.written.failedRequests += 1;
          resolve();
        });
      });
      req.on('error', () => {
        this.written.failedRequests += 1;
        resolve();
      });
      req.end(body);
    });
  }

  close(): void {
    this.#agent.destroy();
  }
}
