import { type IncomingMessage, maxHeaderSize, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { LingeringClose } from './lingering-close.js';
import { PROBLEM_CONTENT_TYPE } from './problem.js';
import { REQUEST_ID_HEADER, requestIdFor, SECURITY_HEADERS } from './response-headers.js';

interface ClientErrorAnswer {
  readonly status: number;
  readonly title: string;
  readonly detail: string;
  readonly code: string;
}

/** What Node's parser refuses, by the parser's error code; anything else it refuses is a 400. */
const ANSWERS: Readonly<Record<string, ClientErrorAnswer>> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    title: 'Request Header Fields Too Large',
    detail: `The request line and headers exceed ${maxHeaderSize} bytes`,
    code: 'REQUEST.HEADERS_TOO_LARGE',
  },
  HPE_CHUNK_EXTENSIONS_OVERFLOW: {
    status: 413,
    title: 'Content Too Large',
    detail: 'The chunk extensions of the body are too large',
    code: 'REQUEST.TOO_LARGE',
  },
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    title: 'Request Timeout',
    detail: 'The request did not arrive in time',
    code: 'REQUEST.TIMEOUT',
  },
};

const MALFORMED: ClientErrorAnswer = {
  status: 400,
  title: 'Bad Request',
  detail: 'The request is not valid HTTP/1.1',
  code: 'REQUEST.MALFORMED_HTTP',
};

/**
 * Answers what Node's parser refuses before the app sees a request (a head over Node's size
 * limit: 431) with a problem, as the app answers, where Node would write a bare status and
 * destroy the socket, unread bytes and all: a client still sending its 100 KB URL then got a
 * reset instead of the 431. The connection closes lingeringly; a request that was too slow
 * (408) gets no more time.
 */
export function answerClientErrors(server: Server, linger: LingeringClose): void {
  /** The last response each connection was given; one not finished is on its way. */
  const responses = new WeakMap<Socket, ServerResponse>();
  server.prependListener('request', (request: IncomingMessage, response: ServerResponse) => {
    responses.set(request.socket, response);
  });
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Socket) => {
    // Bytes dropped while lingering do not parse, and need no answer.
    if (linger.isLingering(socket)) return;
    if (error.code === 'ECONNRESET' || !socket.writable) return void socket.destroy();
    const last = responses.get(socket);
    const response = last?.writableFinished ? undefined : last;
    // As Node does: an answer of the app's already begun gets nothing written into it.
    if (response?.headersSent) return void socket.destroy();
    const answer = (error.code && ANSWERS[error.code]) || MALFORMED;
    socket.write(rawProblem(answer));
    // An answer of the app's still to come must not follow this one.
    if (response || answer.status === 408) socket.destroy();
    else linger.close(socket);
  });
}

/** The whole HTTP/1.1 answer, with the headers every response carries. */
function rawProblem(answer: ClientErrorAnswer): string {
  const body = JSON.stringify({
    type: 'about:blank',
    title: answer.title,
    status: answer.status,
    detail: answer.detail,
    code: answer.code,
  });
  const headers = [
    ['Connection', 'close'],
    ['Content-Type', PROBLEM_CONTENT_TYPE],
    ['Content-Length', String(Buffer.byteLength(body))],
    [REQUEST_ID_HEADER, requestIdFor(undefined)],
    ...SECURITY_HEADERS,
  ];
  const head = headers.map(([name, value]) => `${name}: ${value}\r\n`).join('');
  return `HTTP/1.1 ${answer.status} ${answer.title}\r\n${head}\r\n${body}`;
}
