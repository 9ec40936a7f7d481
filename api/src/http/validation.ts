import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { AppError } from '../lib/errors';
import { isValidUsci } from '@site/shared/usci';
import type { Rule, RuleParams } from '../i18n/messages';
import type { JsonSchema } from './openapi';

/**
 * Request validation straight from openapi.yaml: requests are validated against the OpenAPI schema, not by hand. OpenAPI 3.1
 * schemas are JSON Schema 2020-12, so ajv runs in that dialect. Strict mode catches a misspelt keyword in the
 * YAML at start-up; types are not coerced ("12" is not a number) and unknown properties are left alone (the
 * services read only the fields they know).
 */
export function createAjv(): Ajv2020 {
  const ajv = new Ajv2020({
    allErrors: true,
    strict: true,
    // `{ allOf: [RequiredText], maxLength: 50 }` puts maxLength beside allOf without `type`; that is valid.
    strictTypes: false,
    // The questionnaire's step-dependent `then: { required }` names properties declared on the parent schema.
    strictRequired: false,
    strictTuples: false,
    coerceTypes: false,
    useDefaults: false,
    removeAdditional: false,
    // `multipleOf: 0.01` (amounts to the cent) on binary doubles: 100.1 / 0.01 is 10009.999999999998.
    multipleOfPrecision: 6,
  });
  addFormats(ajv, ['date-time', 'email']);
  // ajv-formats' uuid also takes `urn:uuid:…`, which the database's uuid type refuses: the plain form only.
  ajv.addFormat('uuid', /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i);
  ajv.addFormat('usci', { type: 'string', validate: isValidUsci });
  // OpenAPI's own schema keywords, which JSON Schema does not define.
  ajv.addVocabulary(['example', 'discriminator', 'xml', 'externalDocs']);
  return ajv;
}

/** Patterns of openapi.yaml and the rule each stands for (tests check every pattern is listed). */
export const PATTERN_RULES: Readonly<Record<string, Rule>> = {
  '\\S': 'required',
  // Each label of the domain excludes the dots between labels, so no input makes the pattern backtrack.
  '^[^\\s@]+@[^\\s@.]+(?:\\.[^\\s@.]+)+$': 'email',
  '^[0-9]+$': 'digits',
  '^\\+?[0-9]{1,4}$': 'dialCode',
  // A help article's name: one of the help centre's articles.
  '^[a-z0-9]+(?:-[a-z0-9]+)*$': 'option',
  '^\\d{4}-\\d{2}-\\d{2}([ T]\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,3})?)?(Z|[+-]\\d{2}:?\\d{2})?)?$': 'dateTime',
};

const FORMAT_RULES: Readonly<Record<string, Rule>> = {
  uuid: 'uuid',
  usci: 'usci',
  'date-time': 'dateTime',
  email: 'email',
};

const isObject = (value: unknown): value is JsonSchema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The schema of the property at `path` (['queryCondition', 'buyCurrency']), looking through allOf. */
function propertySchema(schema: JsonSchema, path: readonly string[]): JsonSchema | undefined {
  let node: JsonSchema | undefined = schema;
  for (const key of path) {
    if (!node) return undefined;
    node = findProperty(node, key);
  }
  return node;
}

function findProperty(schema: JsonSchema, key: string): JsonSchema | undefined {
  const properties = schema.properties;
  if (isObject(properties) && isObject(properties[key])) return properties[key];
  const parts = Array.isArray(schema.allOf) ? schema.allOf : [];
  for (const part of parts) {
    if (!isObject(part)) continue;
    const found = findProperty(part, key);
    if (found) return found;
  }
  return undefined;
}

/** A keyword's value on `schema` or on any of its allOf parts (RequiredText's minLength, for one). */
function keywordValue(schema: JsonSchema | undefined, keyword: string): unknown {
  if (!schema) return undefined;
  if (keyword in schema) return schema[keyword];
  const parts = Array.isArray(schema.allOf) ? schema.allOf : [];
  for (const part of parts) {
    const value = isObject(part) ? keywordValue(part, keyword) : undefined;
    if (value !== undefined) return value;
  }
  return undefined;
}

/** True when the field is picked from a list, so "required" reads "please select" (请选择企业类型). */
function isChoice(schema: JsonSchema | undefined): boolean {
  if (!schema) return false;
  if (keywordValue(schema, 'enum') !== undefined) return true;
  const items = keywordValue(schema, 'items');
  return isObject(items) && keywordValue(items, 'enum') !== undefined;
}

/** Every property path of `schema`, in the order the form shows them (the order of openapi.yaml). */
export function propertyOrder(schema: JsonSchema, prefix = ''): string[] {
  const order: string[] = [];
  const visit = (node: JsonSchema): void => {
    if (isObject(node.properties)) {
      for (const [key, child] of Object.entries(node.properties)) {
        const path = prefix ? `${prefix}.${key}` : key;
        if (!order.includes(path)) order.push(path);
        if (isObject(child)) for (const nested of propertyOrder(child, path)) if (!order.includes(nested)) order.push(nested);
      }
    }
    for (const part of Array.isArray(node.allOf) ? node.allOf : []) if (isObject(part)) visit(part);
  };
  visit(schema);
  return order;
}

export interface FieldFailure {
  field: string | undefined;
  rule: Rule;
  params: RuleParams;
}

/** ajv's instancePath `/queryCondition/endTime` or `/platforms/2` as a field path. */
function fieldPath(instancePath: string): string[] {
  return instancePath
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .filter((part) => !/^\d+$/.test(part));
}

/** A body that is a list: the one in openapi.yaml is a Reporting API delivery, a list of reports. */
const isListBody = (schema: JsonSchema): boolean => schema.type === 'array';

/** What a list body's own faults are: not a list, too few or too many entries, an entry that is not an object. */
const LIST_KEYWORDS = new Set(['type', 'minItems', 'maxItems']);

/** The failure of a body that is not what the operation takes at all: a JSON object, or a list of reports. */
function bodyFailure(schema: JsonSchema): FieldFailure {
  if (!isListBody(schema)) return { field: undefined, rule: 'body', params: {} };
  return { field: undefined, rule: 'reportList', params: { min: Number(schema.minItems ?? 0), max: Number(schema.maxItems ?? 0) } };
}

/** What one ajv error means for the visitor: which field, which rule. Undefined for errors that only wrap others. */
export function explainError(error: ErrorObject, schema: JsonSchema): FieldFailure | undefined {
  const path = fieldPath(error.instancePath);
  const params = error.params as Record<string, unknown>;
  if (error.keyword === 'required') {
    const missing = String(params.missingProperty);
    const full = [...path, missing];
    return { field: full.join('.'), rule: isChoice(propertySchema(schema, full)) ? 'select' : 'required', params: {} };
  }
  if (path.length === 0) {
    // The body itself, or an entry of a list body: its own faults have no field to name.
    if (isListBody(schema)) return LIST_KEYWORDS.has(error.keyword) ? bodyFailure(schema) : undefined;
    return error.keyword === 'type' ? bodyFailure(schema) : undefined;
  }
  const field = path.join('.');
  const fieldSchema = propertySchema(schema, path);
  switch (error.keyword) {
    case 'type': {
      const type = String(params.type);
      return { field, rule: type === 'integer' ? 'integer' : 'type', params: { type } };
    }
    case 'minLength':
      return { field, rule: 'required', params: {} };
    case 'maxLength': {
      const min = keywordValue(fieldSchema, 'minLength');
      const max = Number(params.limit);
      return typeof min === 'number' && min > 0
        ? { field, rule: 'length', params: { min, max } }
        : { field, rule: 'maxLength', params: { max } };
    }
    case 'pattern':
      return { field, rule: PATTERN_RULES[String(params.pattern)] ?? 'type', params: {} };
    case 'format':
      return { field, rule: FORMAT_RULES[String(params.format)] ?? 'type', params: {} };
    case 'enum':
    case 'const':
      return { field, rule: 'option', params: {} };
    case 'minimum':
    case 'exclusiveMinimum':
      return { field, rule: 'minimum', params: { limit: Number(params.limit) } };
    case 'maximum':
    case 'exclusiveMaximum':
      return { field, rule: 'maximum', params: { limit: Number(params.limit) } };
    case 'multipleOf': {
      // 0.01 → 2 decimal places, the only step openapi.yaml uses.
      const step = Number(params.multipleOf);
      return { field, rule: 'decimals', params: { places: Math.max(0, Math.round(-Math.log10(step))) } };
    }
    case 'uniqueItems':
      return { field, rule: 'unique', params: {} };
    case 'minItems':
      return { field, rule: 'minItems', params: { limit: Number(params.limit) } };
    case 'maxItems':
      return { field, rule: 'maxItems', params: { limit: Number(params.limit) } };
    case 'if':
    case 'allOf':
      return undefined;
    default:
      return { field, rule: 'type', params: { type: String(keywordValue(fieldSchema, 'type') ?? '') } };
  }
}

/** Rules reported first when one field breaks several: "required" says more than "too short". */
const RULE_PRIORITY: readonly Rule[] = ['body', 'reportList', 'required', 'select', 'type', 'integer'];

/**
 * The one failure to report: the first failing field in form order, and for that field its most telling
 * rule. A visitor fixes fields top to bottom, so that is the message worth showing.
 */
export function firstFailure(errors: readonly ErrorObject[], schema: JsonSchema, order: readonly string[]): FieldFailure {
  const failures = errors.map((error) => explainError(error, schema)).filter((f): f is FieldFailure => f !== undefined);
  const rank = (failure: FieldFailure): [number, number] => {
    const position = failure.field === undefined ? -1 : order.indexOf(failure.field);
    const priority = RULE_PRIORITY.indexOf(failure.rule);
    return [position < 0 && failure.field !== undefined ? order.length : position, priority < 0 ? RULE_PRIORITY.length : priority];
  };
  const sorted = [...failures].sort((a, b) => {
    const [pa, ra] = rank(a);
    const [pb, rb] = rank(b);
    return pa - pb || ra - rb;
  });
  return sorted[0] ?? bodyFailure(schema);
}

/**
 * C0 control characters other than tab and line breaks, and DEL. NUL cannot be stored in a text column at all,
 * and none of them belongs in a name, an address or a note.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/**
 * `String.prototype.isWellFormed` (Node 20 has it; the TypeScript lib here stops at ES2023): false when the text
 * holds a lone surrogate, half of a UTF-16 pair, which JSON's `\ud800` escape can carry but UTF-8 cannot encode.
 * The database driver would write it as U+FFFD, so the text stored would not be the text sent.
 */
const isWellFormed = (text: string): boolean => (text as string & { isWellFormed(): boolean }).isWellFormed();

/** What is wrong with one string or key: a control character ('text') or a lone surrogate ('surrogate'). */
function textFault(text: string): 'text' | 'surrogate' | undefined {
  if (CONTROL_CHARACTER.test(text)) return 'text';
  return isWellFormed(text) ? undefined : 'surrogate';
}

export interface TextFault {
  /** The field path (`[]` for the body itself). */
  path: string[];
  rule: 'text' | 'surrogate';
}

/**
 * The first string or key in `data` (a parsed body) that cannot be stored as sent: one that holds a control
 * character or a lone surrogate. One walk over the whole body, whatever its fields, before the schema is checked.
 */
export function unstorableText(data: unknown, path: readonly string[] = []): TextFault | undefined {
  if (typeof data === 'string') {
    const rule = textFault(data);
    return rule ? { path: [...path], rule } : undefined;
  }
  if (typeof data !== 'object' || data === null) return undefined;
  if (Array.isArray(data)) {
    for (const item of data) {
      const found = unstorableText(item, path);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  for (const [key, value] of Object.entries(data)) {
    const rule = textFault(key);
    if (rule) return { path: [...path, key], rule };
    const found = unstorableText(value, [...path, key]);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** Keywords that hold values, never subschemas: left as they are when a schema is rewritten. */
const VALUE_KEYWORDS = new Set(['enum', 'const', 'default', 'example', 'examples', 'required', 'type', 'description', 'title', 'discriminator', 'xml', 'externalDocs']);
/** Keywords whose value maps names to subschemas. */
const SCHEMA_MAP_KEYWORDS = new Set(['properties', 'patternProperties', 'dependentSchemas', '$defs']);
/** The string keywords that can cost more than one look at each character: run only on a string short enough. */
const COSTLY_STRING_KEYWORDS = ['pattern', 'format'] as const;

/**
 * Takes `pattern` and `format` off `schema` and off the allOf parts that have no maxLength of their own: `rest`
 * is what is left, `taken` one schema of the keywords taken from each node (two patterns stay two).
 */
function takeCostlyKeywords(schema: JsonSchema): { rest: JsonSchema; taken: JsonSchema[] } {
  const own: JsonSchema = {};
  const rest: JsonSchema = {};
  for (const [keyword, value] of Object.entries(schema)) {
    if ((COSTLY_STRING_KEYWORDS as readonly string[]).includes(keyword)) own[keyword] = value;
    else rest[keyword] = value;
  }
  const taken = Object.keys(own).length > 0 ? [own] : [];
  if (Array.isArray(rest.allOf)) {
    rest.allOf = rest.allOf.map((part: unknown) => {
      if (!isObject(part) || 'maxLength' in part) return part;
      const inner = takeCostlyKeywords(part);
      taken.push(...inner.taken);
      return inner.rest;
    });
  }
  return { rest, taken };
}

/**
 * `schema` with every `pattern` and `format` of a string that has a `maxLength` checked only once the length
 * holds: `{ maxLength: 255, pattern }` becomes `{ maxLength: 255, allOf: [{ if: { maxLength: 255 }, then:
 * { pattern } }] }`. ajv checks every keyword with `allErrors`, so without this a 60 KB value that already failed
 * its maxLength still ran through the pattern: a pattern that backtracks cost seconds of CPU, and even a linear
 * one reads the whole value for an answer that is already known. The visitor sees the same error as before (the
 * length one, which comes first), and a value within its length is checked exactly as the schema says.
 */
export function lengthBeforePattern(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(lengthBeforePattern);
  if (!isObject(schema)) return schema;
  const node: JsonSchema = {};
  for (const [keyword, value] of Object.entries(schema)) {
    if (VALUE_KEYWORDS.has(keyword)) node[keyword] = value;
    else if (SCHEMA_MAP_KEYWORDS.has(keyword) && isObject(value)) {
      node[keyword] = Object.fromEntries(Object.entries(value).map(([name, child]) => [name, lengthBeforePattern(child)]));
    } else node[keyword] = lengthBeforePattern(value);
  }
  if (typeof node.maxLength !== 'number') return node;
  const { rest, taken } = takeCostlyKeywords(node);
  if (taken.length === 0) return node;
  const guard = { if: { maxLength: node.maxLength }, then: taken.length === 1 ? taken[0] : { allOf: taken } };
  return { ...rest, allOf: [...(Array.isArray(rest.allOf) ? rest.allOf : []), guard] };
}

/**
 * A Fastify validator compiler: validates with ajv and, on failure, answers the AppError the error handler
 * renders (Fastify passes `{ error }` from a custom compiler through unchanged).
 */
export function createValidatorCompiler(ajv: Ajv2020) {
  return ({ schema }: { schema: unknown }) => {
    const root = schema as JsonSchema;
    const validate: ValidateFunction = ajv.compile(lengthBeforePattern(root) as JsonSchema);
    const order = propertyOrder(root);
    return (data: unknown): { error: AppError } | true => {
      const unstorable = unstorableText(data);
      if (unstorable !== undefined) {
        return { error: new AppError('VALIDATION_FAILED', { ...(unstorable.path.length > 0 ? { field: unstorable.path.join('.') } : {}), rule: unstorable.rule, params: {} }) };
      }
      if (validate(data)) return true;
      const failure = firstFailure(validate.errors ?? [], root, order);
      return {
        error: new AppError('VALIDATION_FAILED', {
          ...(failure.field === undefined ? {} : { field: failure.field }),
          rule: failure.rule,
          params: failure.params,
        }),
      };
    };
  };
}
