import http from 'node:http';

/**
 * The gzip size of a URL as the site serves it (the servers keep precompressed copies).
 * Read from the wire, so it is what a browser that only speaks gzip would download.
 */
export function gzipSize(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () => resolve(bytes));
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}
