import { request } from 'node:http';

const TASK_CSV_HEADER =
  'id,code,label,description,createdDate,lastModifiedDate,status,priority,dueDate,assignedTo,tagIds,nomenclatureId';

/**
 * An import.csv body: one task per code, labelled `label`, every other one with the given tags;
 * `noteLength` pads each description, for large bodies of few rows.
 */
export function tasksCsv(
  codes: readonly string[],
  label: string,
  tagIds: readonly number[],
  noteLength = 0,
): string {
  const padding = 'x'.repeat(noteLength);
  const rows = codes.map(
    (code, i) =>
      `,${code},${label},"note ${i}, for ${code}${padding}",,,TODO,HIGH,,,${i % 2 ? tagIds.join(';') : ''},`,
  );
  return `${TASK_CSV_HEADER}\n${rows.join('\n')}\n`;
}

/** Creates a tag through the API and returns its ID. */
export async function createTag(baseUrl: string, token: string, code: string): Promise<number> {
  const response = await fetch(`${baseUrl}/api/v1/tag`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ code, label: code }),
  });
  if (response.status !== 201) throw new Error(`tag creation answered ${response.status}`);
  return ((await response.json()) as { id: number }).id;
}

export interface TrackedRequest {
  /** With `expectContinue`: resolves when the server has taken the request and asked for its body. */
  readonly continued: Promise<void>;
  /** True once the response's status line has arrived. */
  responded(): boolean;
  /** Resolves when the response's status line has arrived; rejects when the connection fails first. */
  readonly answered: Promise<void>;
  /** The status and the whole body; rejects when the connection ends before the body does. */
  readonly done: Promise<{ status: number; body: string }>;
}

export interface RequestOptions {
  readonly token: string;
  readonly body?: string;
  readonly contentType?: string;
  /** The body is read only once this settles: a slow client, whose response waits in the server's buffers. */
  readonly readAfter?: Promise<unknown>;
  /** Sends `Expect: 100-continue` and the body only after the server's 100 Continue. */
  readonly expectContinue?: boolean;
}

/**
 * A request on a connection of its own (node:http rather than fetch), so a test can tell
 * whether a response arrived, and whether its body arrived whole.
 */
export function sendRequest(
  baseUrl: string,
  method: string,
  path: string,
  options: RequestOptions,
): TrackedRequest {
  let responded = false;
  let answered!: () => void;
  let unanswered!: (error: Error) => void;
  const answeredPromise = new Promise<void>((resolve, reject) => {
    answered = resolve;
    unanswered = reject;
  });
  let continued!: () => void;
  const continuedPromise = new Promise<void>((resolve) => {
    continued = resolve;
  });
  const done = new Promise<{ status: number; body: string }>((resolve, reject) => {
    const outgoing = request(`${baseUrl}${path}`, {
      method,
      agent: false,
      headers: {
        Authorization: `Bearer ${options.token}`,
        ...(options.contentType ? { 'Content-Type': options.contentType } : {}),
        ...(options.expectContinue ? { Expect: '100-continue' } : {}),
      },
    });
    outgoing.on('error', (error) => {
      unanswered(error);
      reject(error);
    });
    outgoing.on('response', (response) => {
      responded = true;
      answered();
      response.pause();
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      // node:http reports a body cut short (by Content-Length or chunked framing) as 'aborted'.
      response.on('aborted', () => reject(new Error('response body cut short')));
      response.on('end', () =>
        resolve({ status: response.statusCode!, body: Buffer.concat(chunks).toString() }),
      );
      void (options.readAfter ?? Promise.resolve()).finally(() => response.resume());
    });
    if (options.expectContinue) {
      outgoing.on('continue', () => {
        continued();
        outgoing.end(options.body);
      });
    } else outgoing.end(options.body);
  });
  // Handled here: a killed request's `done` and `answered` are looked at later, or not at all.
  done.catch(() => {});
  answeredPromise.catch(() => {});
  return { continued: continuedPromise, responded: () => responded, answered: answeredPromise, done };
}

export interface CreateOutcome {
  readonly code: string;
  /** When it was sent (Date.now()). */
  readonly sentAt: number;
  /** The HTTP status, or undefined when the connection failed before a response. */
  readonly status: number | undefined;
  /** The returned ID, for a 201 whose body arrived. */
  readonly id: number | undefined;
}

export interface CreateStream {
  /** Every create sent so far, with its outcome once known. */
  readonly outcomes: CreateOutcome[];
  /** Creates sent and not answered yet. */
  inFlight(): number;
  /** Resolves when `count` creates were answered 201. */
  acknowledged(count: number): Promise<void>;
  /** Stops sending; resolves when every worker has its last answer or failure. */
  stop(): Promise<void>;
}

/**
 * `workers` clients each POSTing one task after another through fetch, whose connections are
 * kept alive between requests. A failed connection is retried after a pause, so the stream
 * keeps knocking until stopped.
 */
export function streamCreates(baseUrl: string, token: string, prefix: string, workers: number): CreateStream {
  const outcomes: CreateOutcome[] = [];
  let stopped = false;
  let sent = 0;
  let acknowledgedCount = 0;
  const waiters: { count: number; resolve: () => void }[] = [];

  const createOne = async (code: string): Promise<void> => {
    const sentAt = Date.now();
    sent++;
    try {
      const response = await fetch(`${baseUrl}/api/v1/task`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ code, label: `created ${code}` }),
      });
      const id = await response
        .json()
        .then((body) => (body as { id?: number }).id)
        .catch(() => undefined);
      outcomes.push({ code, sentAt, status: response.status, id });
      if (response.status === 201) acknowledgedCount++;
      for (const waiter of waiters.filter((w) => acknowledgedCount >= w.count)) waiter.resolve();
    } catch {
      outcomes.push({ code, sentAt, status: undefined, id: undefined });
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };

  const running = Array.from({ length: workers }, async (_, worker) => {
    for (let i = 0; !stopped; i++) await createOne(`${prefix}-${worker}-${i}`);
  });

  return {
    outcomes,
    inFlight: () => sent - outcomes.length,
    acknowledged: (count) =>
      new Promise((resolve) => {
        if (acknowledgedCount >= count) resolve();
        else waiters.push({ count, resolve });
      }),
    stop: async () => {
      stopped = true;
      await Promise.all(running);
    },
  };
}
