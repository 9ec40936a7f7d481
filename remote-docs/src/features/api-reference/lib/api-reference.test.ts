import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { readApiReference } from './api-reference';

const DOCUMENT = {
  tags: [
    { name: 'meta', description: 'Health.' },
    {
      name: 'official',
      'x-displayName': 'Lookup lists and demo requests',
      description: 'Lists, and the demo request.',
      'x-i18n': { 'zh-CN': { displayName: '查询列表与演示申请', description: '查询列表和演示申请。' }, 'zh-HK': { displayName: '查詢列表與示範申請', description: '查詢列表和示範申請。' } },
    },
  ],
  paths: {
    '/api/health': { get: { tags: ['meta'], operationId: 'getHealth', 'x-audience': 'internal', summary: 'Health check', responses: { '200': { description: 'Up.' } } } },
    '/api/official/potentialCust/insert': {
      post: {
        tags: ['official'],
        operationId: 'insertLead',
        'x-audience': 'public',
        'x-rate-limited': true,
        summary: 'Submit a demo request',
        description: 'Stores a demo request.',
        'x-i18n': { 'zh-CN': { summary: '提交演示申请', description: '保存一份演示申请。' }, 'zh-HK': { summary: '提交示範申請', description: '儲存一份示範申請。' } },
        requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/Lead' }, example: { firstName: 'Mei' } } } },
        responses: {
          '500': { $ref: '#/components/responses/InternalError' },
          '200': { description: 'Stored.', content: { 'application/json': { example: { code: '200' } } } },
          '429': { description: 'Too many.' },
        },
      },
    },
    '/api/official/untold': { get: { tags: ['official'], operationId: 'untold', summary: 'States no audience', responses: {} } },
  },
  components: {
    responses: { InternalError: { description: 'Failed.' } },
    schemas: {
      RequiredText: { type: 'string', minLength: 1 },
      Lead: {
        type: 'object',
        required: ['firstName'],
        properties: {
          firstName: { allOf: [{ $ref: '#/components/schemas/RequiredText' }], maxLength: 50 },
          businessEmail: { type: 'string', format: 'email' },
          estimate: { type: 'object', required: ['rate'], properties: { rate: { type: 'number' } } },
          tags: { type: 'array', items: { type: 'string' } },
        },
      },
    },
  },
};

describe('readApiReference: what the API reference shows', () => {
  it('lists only the operations the description marks public, and only the sections that have one', () => {
    const sections = readApiReference(DOCUMENT, 'en');
    expect(sections.map((section) => section.tag)).toEqual(['official']);
    expect(sections.flatMap((section) => section.operations.map((operation) => operation.path))).toEqual(['/api/official/potentialCust/insert']);
  });

  it('names sections and operations in the page language, with English as the description itself', () => {
    const [en] = readApiReference(DOCUMENT, 'en');
    expect([en?.name, en?.description, en?.operations[0]?.summary]).toEqual(['Lookup lists and demo requests', 'Lists, and the demo request.', 'Submit a demo request']);
    const [cn] = readApiReference(DOCUMENT, 'zh-CN');
    expect([cn?.name, cn?.description, cn?.operations[0]?.summary, cn?.operations[0]?.description]).toEqual(['查询列表与演示申请', '查询列表和演示申请。', '提交演示申请', '保存一份演示申请。']);
    const [hk] = readApiReference(DOCUMENT, 'zh-HK');
    expect([hk?.name, hk?.operations[0]?.summary]).toEqual(['查詢列表與示範申請', '提交示範申請']);
  });

  it('reads the request body’s fields through references, one level into objects, with an example', () => {
    const operation = readApiReference(DOCUMENT, 'en')[0]?.operations[0];
    expect(operation?.body).toEqual({
      fields: [
        { name: 'firstName', type: 'string', required: true },
        { name: 'businessEmail', type: 'string, email', required: false },
        { name: 'estimate', type: 'object', required: false },
        { name: 'estimate.rate', type: 'number', required: true },
        { name: 'tags', type: 'array of string', required: false },
      ],
      example: { firstName: 'Mei' },
    });
    expect(operation?.statuses).toEqual(['200', '429', '500']);
    expect(operation?.example).toEqual({ code: '200' });
    expect(operation?.rateLimited).toBe(true);
  });
});

describe('the api’s own description, as the page reads it', () => {
  const document: unknown = parse(readFileSync(path.join(__dirname, '../../../../../api/openapi.yaml'), 'utf8'));

  it('shows none of the site’s own calls', () => {
    const paths = readApiReference(document, 'en').flatMap((section) => section.operations.map((operation) => operation.path));
    expect(paths.length).toBeGreaterThan(15);
    for (const internal of ['/api/health', '/api/openapi.yaml', '/api/docs/feedback/report', '/api/docs/feedback/submit', '/api/security/csp-report']) expect(paths).not.toContain(internal);
  });

  it('has every section and operation in Chinese on the Chinese pages, and named in words in English', () => {
    const han = /\p{Script=Han}/u;
    for (const lang of ['zh-CN', 'zh-HK'] as const) {
      for (const section of readApiReference(document, lang)) {
        expect([section.tag, han.test(section.name), han.test(section.description)]).toEqual([section.tag, true, true]);
        for (const operation of section.operations) expect([operation.id, han.test(operation.summary), han.test(operation.description)]).toEqual([operation.id, true, true]);
      }
    }
    // A section's English name is words, not the tag it is keyed by.
    for (const section of readApiReference(document, 'en')) expect(section.name).not.toBe(section.tag);
  });
});
