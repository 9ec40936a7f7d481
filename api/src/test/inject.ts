import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { nativeRequire } from './native-require';

type LightMyRequest = (dispatch: FastifyInstance['routing'], options: InjectOptions) => Promise<LightMyRequestResponse>;

let lightMyRequest: LightMyRequest | undefined;

/**
 * `app.inject(options)`: a request handed to the server without a socket, from any peer address
 * (`remoteAddress`). Fastify's own `inject` loads light-my-request, which needs a package published only as an ES
 * module that jest's CommonJS runtime cannot load; here it is loaded by Node and given the server's router.
 */
export async function inject(app: FastifyInstance, options: InjectOptions): Promise<LightMyRequestResponse> {
  await app.ready();
  lightMyRequest ??= nativeRequire(require.resolve('fastify'))('light-my-request') as LightMyRequest;
  return lightMyRequest(app.routing, options);
}
