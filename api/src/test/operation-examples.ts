import { loadOpenApi, type OperationSpec } from '../http/openapi';

export interface ExampleOperation extends OperationSpec {
  /** The first request body example openapi.yaml gives (a valid body), `{}` when it gives none. */
  example: Record<string, unknown>;
  /** Every example it gives (`example`, or each of `examples`). */
  examples: Record<string, unknown>[];
}

type Node = Record<string, unknown>;
const isObject = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every operation of openapi.yaml that takes a JSON body, with its example body. */
export function operationsWithBodies(): ExampleOperation[] {
  const api = loadOpenApi();
  const paths = isObject(api.document.paths) ? api.document.paths : {};
  const result: ExampleOperation[] = [];
  for (const spec of api.operations.values()) {
    if (!spec.bodySchema) continue;
    const item = paths[spec.path];
    const operation = isObject(item) ? item[spec.method.toLowerCase()] : undefined;
    const requestBody = isObject(operation) ? operation.requestBody : undefined;
    const content = isObject(requestBody) && isObject(requestBody.content) ? requestBody.content['application/json'] : undefined;
    const examples: Node[] = [];
    if (isObject(content) && isObject(content.example)) examples.push(content.example);
    if (isObject(content) && isObject(content.examples)) {
      for (const entry of Object.values(content.examples)) if (isObject(entry) && isObject(entry.value)) examples.push(entry.value);
    }
    result.push({ ...spec, example: structuredClone(examples[0] ?? {}), examples: structuredClone(examples) });
  }
  return result;
}
