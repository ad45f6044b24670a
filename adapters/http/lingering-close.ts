import type { IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/** How much a connection closed after an early answer still reads, and for how long (docs/api/operations.md#body-limit-and-encodings). */
export interface LingerBounds {
  /** The most bytes read and dropped after the answer. */
  readonly maxBytes: number;
  /** The longest the whole linger lasts. */
  readonly maxMs: number;
  /** The longest wait for the client's next bytes. */
  readonly idleMs: number;
}

/** nginx's `lingering_time` and `lingering_timeout`; the bytes, the node adapter's own drain bound. */
export const DEFAULT_LINGER_BOUNDS: LingerBounds = {
  maxBytes: 64 * 1024 * 1024,
  maxMs: 30_000,
  idleMs: 5_000,
};

/** Calls `fire` once `ms` have passed; the function returned cancels it. */
export type Schedule = (ms: number, fire: () => void) => () => void;

/** Real timers, which never keep the process alive. */
export const timerSchedule: Schedule = (ms, fire) => {
  const timer = setTimeout(fire, ms);
  timer.unref();
  return () => clearTimeout(timer);
};

/**
 * A lingering close, as nginx does it. A server that closes its socket while the client is still
 * sending makes its kernel answer the next bytes with a reset, and a reset can throw away the
 * answer before the client has read it: Node's fetch reports `EPIPE`, python-requests a reset,
 * where curl happened to see the 413. So the socket is only half closed after the answer (FIN),
 * and what the client still sends is read and dropped until it closes its side or a bound is
 * reached (bytes, total time, silence); then the socket is destroyed.
 */
export class LingeringClose {
  /** Each closing socket, with what it calls whenever bytes arrive. */
  readonly #closing = new WeakMap<Socket, () => void>();

  constructor(
    private readonly bounds: LingerBounds = DEFAULT_LINGER_BOUNDS,
    private readonly schedule: Schedule = timerSchedule,
  ) {}

  isLingering(socket: Socket): boolean {
    return this.#closing.has(socket);
  }

  /** Closes lingeringly after an answer written straight to the socket, no request parsed (client-error.ts). */
  close(socket: Socket): void {
    if (this.#linger(socket)) socket.on('data', () => this.#arrived(socket));
  }

  /**
   * Closes lingeringly every connection whose answer goes out before its request's body has
   * arrived whole (an early 401, 405 or 413). Such an answer says `Connection: close`: a
   * keep-alive client that was not told would send its next request into a closing connection
   * ("other side closed"; a 502 behind a load balancer). Node then closes the connection with
   * `destroySoon` once the answer is written, and the node adapter does after draining it for a
   * moment; both close lingeringly here. A connection closed with its request whole closes at
   * once, as before.
   */
  attach(server: Server): void {
    const unread = new WeakMap<Socket, IncomingMessage>();
    server.prependListener('request', (request: IncomingMessage, response: ServerResponse) => {
      if (!hasBody(request)) return;
      unread.set(request.socket, request);
      const writeHead = response.writeHead;
      response.writeHead = function (this: ServerResponse, ...args: Parameters<typeof writeHead>) {
        if (!request.complete) this.setHeader('Connection', 'close');
        return writeHead.apply(this, args);
      } as typeof writeHead;
      // Before Node's own 'finish' handler, which dumps an unread body, and a dumped body
      // arrives unseen: no 'data' to count. The socket itself is not read here: while Node's
      // parser holds it, a reader of its own can stop it reading.
      response.prependOnceListener('finish', () => {
        if (!request.complete) this.#drop(request);
      });
    });
    server.on('connection', (socket: Socket) => {
      const destroySoon = socket.destroySoon;
      socket.destroySoon = () => {
        const request = unread.get(socket);
        if (request && !request.complete) this.#linger(socket);
        else destroySoon.call(socket);
      };
    });
  }

  /** The app never sees a request that arrives on a closing connection (one pipelined behind a refused body). */
  serving(listener: RequestListener): RequestListener {
    return (request, response) => {
      if (this.isLingering(request.socket)) this.#drop(request);
      else listener(request, response);
    };
  }

  /** Ends the socket's sending side after what it has been given, and starts the bounds; false: it was closing already. */
  #linger(socket: Socket): boolean {
    if (this.#closing.has(socket) || socket.destroyed) return false;
    const { maxBytes, maxMs, idleMs } = this.bounds;
    const before = socket.bytesRead;
    let stopped = false;
    const stop = () => {
      if (stopped) return;
      stopped = true;
      cancelIdle();
      cancelTotal();
      socket.destroy();
    };
    let cancelIdle = this.schedule(idleMs, stop);
    const cancelTotal = this.schedule(maxMs, stop);
    this.#closing.set(socket, () => {
      if (socket.bytesRead - before > maxBytes) return stop();
      cancelIdle();
      cancelIdle = this.schedule(idleMs, stop);
    });
    socket.once('end', stop).once('close', stop);
    socket.end();
    return true;
  }

  #arrived(socket: Socket): void {
    this.#closing.get(socket)?.();
  }

  /** Reads a request's body to nowhere, each piece counted against the bounds once its socket closes. */
  #drop(request: IncomingMessage): void {
    // As Node's own dump does: the app is done with the body, and a reader of the app's left
    // behind (the web stream a fetch Request wraps it in) would pause it again once full.
    request.removeAllListeners('data');
    request.on('data', () => this.#arrived(request.socket));
    request.resume();
  }
}

function hasBody(request: IncomingMessage): boolean {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}
