import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { loadOpenApi, type JsonSchema } from '../http/openapi';
import { isValidUsci } from '@site/shared/usci';

const DOC_ID = 'https://site.local/openapi.json';
const isObject = (value: unknown): value is JsonSchema => typeof value === 'object' && value !== null && !Array.isArray(value);

let ajv: Ajv2020 | undefined;
let document: JsonSchema | undefined;
const cache = new Map<string, ValidateFunction>();

/** openapi.yaml's component schemas as one JSON Schema document, so response schemas (recursive ones too) compile. */
function setup(): { ajv: Ajv2020; document: JsonSchema } {
  if (ajv && document) return { ajv, document };
  const loaded = loadOpenApi().document;
  const rewritten = JSON.parse(JSON.stringify(loaded).replaceAll('"#/components/schemas/', `"${DOC_ID}#/$defs/`)) as JsonSchema;
  const components = rewritten.components as JsonSchema;
  ajv = new Ajv2020({ allErrors: true, strict: false });
  addFormats(ajv);
  ajv.addFormat('usci', { type: 'string', validate: isValidUsci });
  ajv.addSchema({ $id: DOC_ID, $defs: components.schemas });
  document = rewritten;
  return { ajv, document };
}

function responseSchema(operationId: string, status: number): JsonSchema {
  const { document: doc } = setup();
  const paths = doc.paths as Record<string, Record<string, JsonSchema>>;
  for (const item of Object.values(paths)) {
    for (const operation of Object.values(item)) {
      if (!isObject(operation) || operation.operationId !== operationId) continue;
      const responses = operation.responses as Record<string, JsonSchema>;
      let response = responses[String(status)];
      if (!response) throw new Error(`${operationId} documents no ${status} response`);
      if (typeof response.$ref === 'string') {
        const name = response.$ref.split('/').at(-1) ?? '';
        response = ((doc.components as JsonSchema).responses as Record<string, JsonSchema>)[name] as JsonSchema;
      }
      const content = response.content as Record<string, JsonSchema>;
      return content['application/json']?.schema as JsonSchema;
    }
  }
  throw new Error(`No operation ${operationId} in openapi.yaml`);
}

/**
 * Throws unless `body` is what openapi.yaml documents for `operationId` answering `status`: the server's
 * answers and the description (and so the generated front-end types) are checked to agree.
 */
export function expectValidResponse(operationId: string, status: number, body: unknown): void {
  const key = `${operationId} ${status}`;
  let validate = cache.get(key);
  if (!validate) {
    validate = setup().ajv.compile(responseSchema(operationId, status));
    cache.set(key, validate);
  }
  if (!validate(body)) {
    throw new Error(`${key} does not match openapi.yaml: ${JSON.stringify(validate.errors?.slice(0, 3))}`);
  }
}
