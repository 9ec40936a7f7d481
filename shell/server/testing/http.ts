import { request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** An answer as it came over the wire: its status, its headers and its body (text, or the bytes still encoded). */
export interface Answer<Body extends string | Buffer = string> {
  status: number;
  headers: IncomingHttpHeaders;
  body: Body;
}

/** What a request sends: its method (GET), exactly these headers (Node adds Host and Connection alone) and a body. */
export interface Sent {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
}

/** One request to `origin` with its path sent exactly as written (fetch would normalize `/./`, `//` and `%2e%2e`), its body read as sent (fetch would decode it). */
export function sendForBytes(origin: string, pathname: string, { method = 'GET', headers = {}, body }: Sent = {}): Promise<Answer<Buffer>> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(`${origin}/`, { method, path: pathname, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    request.on('error', reject);
    request.end(body);
  });
}

/** `sendForBytes`, its body read as UTF-8 text. */
export async function send(origin: string, pathname: string, sent: Sent = {}): Promise<Answer> {
  const answer = await sendForBytes(origin, pathname, sent);
  return { ...answer, body: answer.body.toString('utf8') };
}

/** The origin a server listening on the loopback interface answers at: `http://127.0.0.1:<port>`. */
export function urlOf(server: Server | FastifyInstance): string {
  const { port } = ('server' in server ? server.server : server).address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

/** Starts a Node server on a free loopback port; its origin once it listens. */
export async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return urlOf(server);
}

/** Stops a Node server, its kept-alive connections dropped rather than waited for. */
export function close(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });
}

/**
 * The parts of `text` that come one after another: each found after the end of the one before, by
 * `indexOf`, so that no pattern scans served HTML (one with several wildcards backtracks on it).
 */
export function partsInOrder(text: string, parts: readonly string[]): string[] {
  const found: string[] = [];
  let at = 0;
  for (const part of parts) {
    const index = text.indexOf(part, at);
    if (index === -1) break;
    found.push(part);
    at = index + part.length;
  }
  return found;
}
