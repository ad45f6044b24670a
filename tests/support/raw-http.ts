import { connect, type Socket } from 'node:net';

/** What a raw connection received, and how it ended. */
export interface RawExchange {
  readonly text: string;
  /** The connection ended with the server's FIN (not reset). */
  readonly ended: boolean;
  /** The error the connection ended with (`ECONNRESET`, `EPIPE`), if any. */
  readonly errorCode?: string;
}

/**
 * A plain TCP connection to the server, for requests no HTTP client would send as they are.
 * `halfOpen`: it goes on sending after the server has closed its side, as a client still
 * uploading does, rather than closing its own side then.
 */
export function openRaw(port: number, halfOpen = false): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect({ port, host: '127.0.0.1', allowHalfOpen: halfOpen }, () => resolve(socket));
    socket.once('error', reject);
  });
}

/** Everything the socket receives until the connection ends, by FIN or by reset. */
export function receiveAll(socket: Socket): Promise<RawExchange> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let errorCode: string | undefined;
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      errorCode ??= error.code ?? error.name;
    });
    let ended = false;
    socket.once('end', () => {
      ended = true;
    });
    socket.once('close', () => resolve({ text: Buffer.concat(chunks).toString('latin1'), ended, errorCode }));
    socket.resume();
  });
}

/** Waits until the bytes received hold `marker`; the text up to and including it. */
export function receiveUntil(socket: Socket, marker: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    const onData = (chunk: Buffer) => {
      text += chunk.toString('latin1');
      const at = text.indexOf(marker);
      if (at === -1) return;
      socket.off('data', onData).off('close', onClose);
      socket.pause();
      const rest = text.slice(at + marker.length);
      if (rest) socket.unshift(Buffer.from(rest, 'latin1'));
      resolve(text.slice(0, at + marker.length));
    };
    const onClose = () => reject(new Error(`closed before "${marker}" arrived: ${JSON.stringify(text)}`));
    socket.on('data', onData).once('close', onClose);
    socket.resume();
  });
}

/** The status line's code and the body of a whole `Content-Length` response. */
export function parseResponse(text: string): { status: number; headers: string; body: string } {
  const split = text.indexOf('\r\n\r\n');
  const head = split === -1 ? text : text.slice(0, split);
  return {
    status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0),
    headers: head,
    body: split === -1 ? '' : text.slice(split + 4),
  };
}
