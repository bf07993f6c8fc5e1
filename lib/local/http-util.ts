import type http from 'node:http';
import net from 'node:net';

/** Lambda's synchronous payload limit (API Gateway's own, 10 MB, is never the one reached). */
export const MAX_BODY_BYTES = 6 * 1024 * 1024;
/** Past this much, an over-long body is not even read to its end: the connection is closed. */
const MAX_DRAIN_BYTES = 64 * 1024 * 1024;

export class BodyTooLargeError extends Error {
  constructor(readonly limit: number) {
    super('Request body too large');
    this.name = 'BodyTooLargeError';
  }
}

/**
 * The request body as text. An over-long one is read to its end and dropped, then refused with
 * BodyTooLargeError: closing the socket mid-upload would leave the client with a reset
 * connection instead of a 413 it can show.
 */
export function readBody(req: http.IncomingMessage, limit = MAX_BODY_BYTES): Promise<string> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length'] ?? 0);
    if (declared > MAX_DRAIN_BYTES) {
      reject(new BodyTooLargeError(limit));
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > MAX_DRAIN_BYTES) req.destroy();
      else if (size <= limit) chunks.push(c);
    });
    req.on('end', () => (size > limit ? reject(new BodyTooLargeError(limit)) : resolve(Buffer.concat(chunks).toString('utf8'))));
    req.on('error', reject);
  });
}

export function listen(server: http.Server, port: number, host = '127.0.0.1'): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/** True when nothing accepts connections on the port (checked before anything starts). */
export function portIsFree(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, host, () => probe.close(() => resolve(true)));
  });
}

/** A free port chosen by the OS (tests run the stack on these). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
