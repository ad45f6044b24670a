import type { TestApp } from '../support/test-app.js';

export interface Answer {
  readonly client: number;
  readonly status: number;
  readonly ms: number;
  /** performance.now() when the answer arrived. */
  readonly at: number;
  readonly contentType: string | null;
  readonly retryAfter: string | null;
  readonly body: string;
}

export interface Traffic {
  /** Answers that arrived after `instant` (a performance.now() value). */
  since(instant: number): Answer[];
  /** Ends every loop after its request in flight and returns all the answers. */
  stop(): Promise<Answer[]>;
}

/**
 * `clients` loops, each sending its next request as soon as the previous one is answered:
 * reads of the tag list and tag creations in turn, so both the reader and the writer
 * paths meet the fault.
 */
export function startTraffic(t: TestApp, token: string, clients = 4): Traffic {
  const answers: Answer[] = [];
  let running = true;
  const loop = async (client: number) => {
    for (let n = 0; running; n += 1) {
      const started = performance.now();
      const response =
        n % 2 === 0
          ? await t.request('GET', '/api/v1/tag', { token })
          : await t.request('POST', '/api/v1/tag', {
              token,
              json: { code: `c${client}-${n}`, label: 'fault' },
            });
      const body = await response.text();
      const at = performance.now();
      answers.push({
        client,
        status: response.status,
        ms: at - started,
        at,
        contentType: response.headers.get('content-type'),
        retryAfter: response.headers.get('retry-after'),
        body,
      });
    }
  };
  const loops = Array.from({ length: clients }, (_, client) => loop(client));
  return {
    since: (instant) => answers.filter((answer) => answer.at > instant),
    async stop() {
      running = false;
      await Promise.all(loops);
      return answers;
    },
  };
}
