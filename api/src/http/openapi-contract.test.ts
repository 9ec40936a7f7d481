import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { FINANCED_PRODUCTS, FINANCING_TERMS } from '@site/shared/financing';
import { parse } from 'yaml';
import { API_ROOT, OPENAPI_PATH } from '../config/paths';
import { fieldLabel, labelledFields } from '../i18n/field-labels';
import { loadOpenApi, type JsonSchema } from './openapi';
import { FORM_OF, type OperationId } from './operations';
import { expectValidResponse } from '../test/openapi-response';
import { createAjv, PATTERN_RULES, propertyOrder } from './validation';

const run = promisify(execFile);
const bin = (pkg: string, file: string) => path.join(path.dirname(require.resolve(`${pkg}/package.json`)), file);
const api = loadOpenApi();

describe('openapi.yaml: the one description of the api', () => {
  it('describes every call the site makes under its service prefix', () => {
    const routes = [...api.operations.values()].map((op) => `${op.method} ${op.path}`).sort();
    expect(routes).toEqual(
      [
        'GET /api/health',
        'GET /api/openapi.yaml',
        'POST /api/official/regionCodeMapping/list',
        'GET /api/official/potentialCust/listAllBusinessTypeEnum',
        'GET /api/official/potentialCust/listAllPositionEnum',
        'GET /api/official/potentialCust/listAllProductEnum',
        'GET /api/official/potentialCust/listProductTypeEnum',
        'GET /api/official/potentialCust/listEnterpriseTypeEnum',
        'GET /api/official/potentialCust/listNewBusinessTypeEnum',
        'POST /api/official/potentialCust/insert',
        'POST /api/official/potentialCust/insertNoEmail',
        'POST /api/official/potentialCust/newInsert',
        'POST /api/kyc/country/list',
        'POST /api/kyc/areaCode/list',
        'POST /api/trade-finance/collect/save',
        'POST /api/big-data/travelCustomerQuestionnaire/saveOrUpdate',
        'POST /api/big-data/travelCustomerQuestionnaire/queryByCustomerFlag',
        'GET /api/big-data/travelCustomerQuestionnaire/listPlatformEnum',
        'GET /api/big-data/travelCustomerQuestionnaire/listBookingVolumeEnum',
        'POST /api/rate/hisExchangeRate/getHisRateData',
        'POST /api/export-refund/application/submit',
        'POST /api/docs/feedback/submit',
        'GET /api/docs/feedback/report',
        'POST /api/security/csp-report',
      ].sort(),
    );
  });

  it('rate-limits exactly the write calls', () => {
    const limited = [...api.operations.values()].filter((op) => op.rateLimited).map((op) => op.operationId);
    expect(limited.sort()).toEqual(
      ['insertLead', 'insertLeadNoEmail', 'newInsertLead', 'saveTradeFinanceEnquiry', 'saveOrUpdateQuestionnaire', 'submitExportRefundApplication', 'submitArticleFeedback'].sort(),
    );
  });

  it('has a message rule for every pattern it uses', () => {
    const patterns = new Set<string>();
    const walk = (node: unknown): void => {
      if (Array.isArray(node)) node.forEach(walk);
      else if (node && typeof node === 'object') {
        for (const [key, value] of Object.entries(node)) {
          if (key === 'pattern' && typeof value === 'string') patterns.add(value);
          else walk(value);
        }
      }
    };
    for (const op of api.operations.values()) walk(op.bodySchema);
    for (const pattern of patterns) expect(PATTERN_RULES[pattern]).toBeDefined();
  });

  it('takes a list as a body only for the report delivery, whose refusals say "a list of reports"', () => {
    const listBodies = [...api.operations.values()].flatMap((op) =>
      [op.bodySchema, ...Object.values(op.otherBodySchemas)].filter((schema) => schema?.type === 'array').map(() => op.operationId),
    );
    expect(listBodies).toEqual(['reportCspViolation']);
  });

  it('labels every request field in each language, so messages name fields as the form does', () => {
    for (const op of api.operations.values()) {
      if (!op.bodySchema) continue;
      const form = FORM_OF[op.operationId as OperationId];
      expect(form).toBeDefined();
      if (!form) continue;
      for (const field of propertyOrder(op.bodySchema as JsonSchema)) {
        expect(labelledFields(form)).toContain(field);
        for (const lang of ['zh-CN', 'zh-HK'] as const) expect(fieldLabel(form, field, lang)).not.toBe(field);
      }
    }
  });

  it('bounds a shared estimate by the terms the calculator publishes, product by product', () => {
    const estimate = (api.document.components as { schemas: Record<string, JsonSchema> }).schemas.LeadEstimate as JsonSchema;
    const outer = estimate.properties as Record<string, { minimum: number; maximum: number }>;
    const rules = estimate.allOf as { if: { properties: { product: { const: string } } }; then: { properties: Record<string, { minimum?: number; maximum?: number }> } }[];
    expect(((estimate.properties as JsonSchema).product as JsonSchema).$ref).toBe('#/components/schemas/FinancedProduct');
    expect(((api.document.components as { schemas: Record<string, JsonSchema> }).schemas.FinancedProduct as JsonSchema).enum).toEqual([...FINANCED_PRODUCTS]);
    for (const product of FINANCED_PRODUCTS) {
      const then = rules.find((rule) => rule.if.properties.product.const === product)?.then.properties ?? {};
      const bound = (field: string, side: 'minimum' | 'maximum') => then[field]?.[side] ?? outer[field]?.[side];
      const terms = FINANCING_TERMS[product];
      expect({ product, amount: [bound('amount', 'minimum'), bound('amount', 'maximum')], days: [bound('tenorDays', 'minimum'), bound('tenorDays', 'maximum')], rate: [bound('annualRatePercent', 'minimum'), bound('annualRatePercent', 'maximum')] }).toEqual({
        product,
        amount: [terms.minAmountUsd, terms.maxAmountUsd],
        days: [terms.minTenorDays, terms.maxTenorDays],
        rate: [terms.minRatePercent, terms.maxRatePercent],
      });
    }
  });

  it('has examples that its own schemas accept, requests and responses alike', () => {
    const ajv = createAjv();
    const examplesOf = (media: JsonSchema | undefined): unknown[] => {
      if (!media) return [];
      const named = media.examples && typeof media.examples === 'object' ? Object.values(media.examples as Record<string, { value: unknown }>) : [];
      return [...('example' in media ? [media.example] : []), ...named.map((entry) => entry.value)];
    };
    const paths = api.document.paths as Record<string, Record<string, JsonSchema>>;
    const responses = (api.document.components as JsonSchema).responses as Record<string, JsonSchema>;
    let checked = 0;
    for (const op of api.operations.values()) {
      const operation = paths[op.path]?.[op.method.toLowerCase()] as JsonSchema;
      const requestMedia = ((operation.requestBody as JsonSchema | undefined)?.content as Record<string, JsonSchema> | undefined)?.['application/json'];
      for (const example of examplesOf(requestMedia)) {
        const validate = ajv.compile(op.bodySchema as JsonSchema);
        expect({ operationId: op.operationId, valid: validate(example), errors: validate.errors ?? null }).toEqual({
          operationId: op.operationId,
          valid: true,
          errors: null,
        });
        checked += 1;
      }
      for (const [status, raw] of Object.entries(operation.responses as Record<string, JsonSchema>)) {
        const ref = typeof raw.$ref === 'string' ? raw.$ref.split('/').at(-1) : undefined;
        const response = ref ? responses[ref] : raw;
        const media = (response?.content as Record<string, JsonSchema> | undefined)?.['application/json'];
        for (const example of examplesOf(media)) {
          expectValidResponse(op.operationId, Number(status), example);
          checked += 1;
        }
      }
    }
    expect(checked).toBeGreaterThan(40);
  });

  // The linter and the type generator run as the developer would run them (scripts lint:openapi, check:types),
  // side by side to keep the suite quick.
  it('passes the Redocly linter with no warnings, and matches the generated types and operations in shared/', async () => {
    const lint = run(process.execPath, [bin('@redocly/cli', 'bin/cli.js'), 'lint', 'openapi.yaml', '--format=stylish'], {
      cwd: API_ROOT,
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    });
    // A failed --check means openapi.yaml changed: run `pnpm --filter @site/api gen:types` (schema.d.ts and operations.ts).
    const check = run(process.execPath, ['scripts/gen-client.mjs', '--check'], { cwd: API_ROOT });
    const [{ stdout, stderr }] = await Promise.all([lint, check]);
    expect(`${stdout}${stderr}`).toContain('Your API description is valid');
    expect(`${stdout}${stderr}`).not.toMatch(/\d+ warnings?\b/);
  }, 60_000);
});

/** The API reference page shows what the description marks for its readers, in each language of the site. */
describe('openapi.yaml: who each operation is for, and its words in every language', () => {
  type Texts = Record<string, unknown>;
  interface RawOperation { operationId: string; tags?: string[]; summary?: string; description?: string; 'x-audience'?: unknown; 'x-i18n'?: Record<string, Texts> }
  interface RawTag { name: string; description?: string; 'x-displayName'?: unknown; 'x-i18n'?: Record<string, Texts> }
  const raw = parse(readFileSync(OPENAPI_PATH, 'utf8')) as { tags: RawTag[]; paths: Record<string, Record<string, RawOperation>> };
  const operations = Object.values(raw.paths).flatMap((methods) => Object.values(methods));
  const filled = (value: unknown) => typeof value === 'string' && value.trim() !== '';
  const TRANSLATIONS = ['zh-CN', 'zh-HK'] as const;

  it('says of every operation whether it is public or internal', () => {
    const unstated = operations.filter((op) => op['x-audience'] !== 'public' && op['x-audience'] !== 'internal').map((op) => op.operationId);
    expect(unstated).toEqual([]);
  });

  it('marks as read-only exactly the public POSTs that only read: lists and the rate history, never a submission', () => {
    const readOnly = Object.entries(raw.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([, op]) => (op as RawOperation & { 'x-read-only'?: unknown })['x-read-only'] !== undefined)
        .map(([method, op]) => `${method} ${path} ${String((op as RawOperation & { 'x-read-only'?: unknown })['x-read-only'])}`),
    );
    expect(readOnly.sort()).toEqual(
      [
        'post /api/official/regionCodeMapping/list true',
        'post /api/kyc/country/list true',
        'post /api/kyc/areaCode/list true',
        'post /api/rate/hisExchangeRate/getHisRateData true',
      ].sort(),
    );
  });

  it('keeps the site’s own calls internal: health, this document, help-centre feedback and policy reports', () => {
    const internal = operations.filter((op) => op['x-audience'] === 'internal').map((op) => op.operationId);
    expect(internal.sort()).toEqual(['getArticleFeedbackReport', 'getHealth', 'getOpenApiDocument', 'reportCspViolation', 'submitArticleFeedback'].sort());
  });

  it('gives every public operation its summary and description in English, Simplified and Traditional Chinese', () => {
    const missing = operations
      .filter((op) => op['x-audience'] === 'public')
      .flatMap((op) => [
        ...(filled(op.summary) && filled(op.description) ? [] : [`${op.operationId} en`]),
        ...TRANSLATIONS.filter((lang) => !filled(op['x-i18n']?.[lang]?.summary) || !filled(op['x-i18n']?.[lang]?.description)).map((lang) => `${op.operationId} ${lang}`),
      ]);
    expect(missing).toEqual([]);
  });

  it('names and describes every section a public operation is in, in each language', () => {
    const used = new Set(operations.filter((op) => op['x-audience'] === 'public').flatMap((op) => op.tags ?? []));
    const missing = [...used].flatMap((name) => {
      const tag = raw.tags.find((candidate) => candidate.name === name);
      if (!tag) return [`${name}: not declared`];
      return [
        ...(filled(tag['x-displayName']) && filled(tag.description) ? [] : [`${name} en`]),
        ...TRANSLATIONS.filter((lang) => !filled(tag['x-i18n']?.[lang]?.displayName) || !filled(tag['x-i18n']?.[lang]?.description)).map((lang) => `${name} ${lang}`),
      ];
    });
    expect(missing).toEqual([]);
  });

  it('writes the Chinese translations in Chinese', () => {
    const han = /\p{Script=Han}/u;
    const notChinese = operations
      .filter((op) => op['x-audience'] === 'public')
      .flatMap((op) => TRANSLATIONS.filter((lang) => !han.test(String(op['x-i18n']?.[lang]?.summary))).map((lang) => `${op.operationId} ${lang}`));
    expect(notChinese).toEqual([]);
  });
});
