import net from 'node:net';

export interface RawAnswer {
  status: number;
  head: string;
  body: string;
}

/**
 * One raw HTTP exchange, as a client that ignores the rules would make it: `chunks` are written as given
 * (`gapMs` apart, to trickle), and the answer is read until the server closes the connection (or, for an
 * answer to a well-formed request, until `idleMs` after the last write).
 */
export function rawRequest(origin: string, chunks: (string | Buffer)[], { gapMs = 0, idleMs = 300 } = {}): Promise<RawAnswer> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname);
    let received = '';
    let closed = false;
    socket.on('data', (data) => (received += data.toString('utf8')));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      closed = true;
      const [head = '', ...rest] = received.split('\r\n\r\n');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0);
      let body = rest.join('\r\n\r\n');
      if (/transfer-encoding: chunked/i.test(head)) body = body.replace(/^[0-9a-f]+\r\n/i, '').replace(/\r\n0\r\n\r\n$/, '');
      if (status === 0) reject(new Error(`no answer: ${JSON.stringify(received.slice(0, 200))}`));
      else resolve({ status, head, body });
    });
    const send = async () => {
      for (const chunk of chunks) {
        if (closed) return;
        socket.write(chunk);
        if (gapMs > 0) await new Promise((r) => setTimeout(r, gapMs));
      }
      if (!closed) setTimeout(() => socket.end(), idleMs);
    };
    socket.on('connect', () => void send());
  });
}
