import autocannon from 'autocannon';

/**
 * How long a load runs: `seconds`, or until `requests` have been answered. The smoke run counts
 * requests: it checks answers, not speed, and a loaded machine may answer nothing in a second.
 */
export type Span = { readonly seconds: number } | { readonly requests: number };

export interface Load {
  readonly url: string;
  readonly connections: number;
  readonly span: Span;
  /** Statuses that are a correct answer; any other counts as a failure. */
  readonly expect: readonly number[];
  readonly method?: string;
  readonly path?: string;
  readonly token?: string;
  readonly body?: string;
  /** Varies each request (unique codes, round-robin ids). */
  readonly setupRequest?: (request: autocannon.Request) => autocannon.Request;
  /** Ends the load early when it settles (e.g. a PDF rendering alongside). */
  readonly until?: Promise<unknown>;
}

export interface LoadResult {
  readonly requestsPerSecond: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly requests: number;
  readonly byStatus: Readonly<Record<string, number>>;
  /** Unexpected statuses plus connection errors and timeouts. */
  readonly failures: number;
}

export function runLoad(load: Load): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: `${load.url}${load.path ?? ''}`,
        connections: load.connections,
        // With `until`, the duration is only a backstop.
        ...(load.until
          ? { duration: 600 }
          : 'requests' in load.span
            ? { amount: load.span.requests }
            : { duration: load.span.seconds }),
        method: load.method ?? 'GET',
        body: load.body,
        headers: {
          ...(load.token && { authorization: `Bearer ${load.token}` }),
          ...(load.body && { 'content-type': 'application/json' }),
        },
        requests: load.setupRequest ? [{ setupRequest: load.setupRequest }] : undefined,
      },
      (error, result) => {
        if (error) return reject(error);
        const byStatus = Object.fromEntries(
          Object.entries(result.statusCodeStats).map(([status, { count }]) => [status, Number(count)]),
        );
        const unexpected = Object.entries(byStatus)
          .filter(([status]) => !load.expect.includes(Number(status)))
          .reduce((sum, [, count]) => sum + count, 0);
        resolve({
          requestsPerSecond: result.requests.total / result.duration,
          p50Ms: result.latency.p50,
          p99Ms: result.latency.p99,
          requests: result.requests.total,
          byStatus,
          failures: unexpected + result.errors,
        });
      },
    );
    void load.until?.finally(() => instance.stop());
  });
}
