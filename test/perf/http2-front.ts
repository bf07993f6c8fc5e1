import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** Headers that belong to one HTTP/1.1 connection and are not allowed in an HTTP/2 response. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection']);

export interface Http2Front {
  url: string;
  close(): Promise<void>;
}

/**
 * An HTTPS front speaking HTTP/2 before the local app server, as CloudFront serves the app in AWS
 * (HTTP/2 and 3, lib/constructs/web-hosting.ts). Lighthouse models a page's requests on the
 * protocol it sees: over the local server's HTTP/1.1 it queues a route's chunks six at a time,
 * which no visitor of the deployed app waits for. The certificate is a throwaway self-signed one
 * made with the system's openssl; the browser is started with certificate errors ignored.
 */
export async function startHttp2Front(target: string, port: number): Promise<Http2Front> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rally-h2-'));
  const key = path.join(dir, 'key.pem');
  const cert = path.join(dir, 'cert.pem');
  execFileSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1', '-subj', '/CN=localhost', '-keyout', key, '-out', cert], { stdio: 'ignore' });
  const upstream = new URL(target);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const server = http2.createSecureServer({ key: fs.readFileSync(key), cert: fs.readFileSync(cert), allowHTTP1: true }, (req, res) => {
    const headers: http.OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(req.headers)) if (!name.startsWith(':') && !HOP_BY_HOP.has(name)) headers[name] = value;
    headers.host = upstream.host;
    const forward = http.request({ host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers, agent }, (answer) => {
      const out: http.OutgoingHttpHeaders = {};
      for (const [name, value] of Object.entries(answer.headers)) if (!HOP_BY_HOP.has(name)) out[name] = value;
      res.writeHead(answer.statusCode ?? 502, out);
      answer.pipe(res);
    });
    forward.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(forward);
  });
  // The signed-in pages' live updates (WebSocket) arrive over HTTP/1.1 upgrades: passed through as bytes.
  server.on('upgrade', (req: http.IncomingMessage, socket: net.Socket, head: Buffer) => {
    const pipe = net.connect(Number(upstream.port), upstream.hostname, () => {
      const lines = [`${req.method} ${req.url} HTTP/1.1`];
      for (let i = 0; i < req.rawHeaders.length; i += 2) lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
      pipe.write(`${lines.join('\r\n')}\r\n\r\n`);
      pipe.write(head);
      pipe.pipe(socket).pipe(pipe);
    });
    pipe.on('error', () => socket.destroy());
    socket.on('error', () => pipe.destroy());
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `https://localhost:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.close(() => resolve());
        fs.rmSync(dir, { recursive: true, force: true });
      }),
  };
}
