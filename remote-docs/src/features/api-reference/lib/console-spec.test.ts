import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { consoleSpec } from './console-spec';

const DOCUMENT: unknown = parse(readFileSync(path.join(__dirname, '../../../../../api/openapi.yaml'), 'utf8'));
const ORIGIN = 'https://www.example.com';
const statusText = (status: string) => `meaning of ${status}`;

type Operation = { summary: string; description: string; tags: string[]; responses: Record<string, { description: string; content?: unknown }> } & Record<string, unknown>;
type Spec = { servers: { url: string }[]; tags: { name: string; description?: string }[]; paths: Record<string, Record<string, Operation>>; components: Record<string, Record<string, unknown>> };

const specIn = (lang: 'en' | 'zh-CN' | 'zh-HK') => consoleSpec(DOCUMENT, { lang, origin: ORIGIN, statusText }) as unknown as Spec;

/** Every `$ref` inside `value`. */
const refsOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.flatMap(refsOf) : typeof value === 'object' && value !== null ? Object.entries(value).flatMap(([key, inner]) => (key === '$ref' && typeof inner === 'string' ? [inner] : refsOf(inner))) : [];

describe('consoleSpec: the description the API console shows', () => {
  it("holds the reading view's public operations only, sent to the page's own origin", () => {
    const spec = specIn('en');
    expect(spec.servers).toEqual([{ url: ORIGIN }]);
    const paths = Object.keys(spec.paths);
    expect(paths).toContain('/api/official/potentialCust/listAllPositionEnum');
    expect(paths).toContain('/api/official/potentialCust/insert');
    for (const internal of ['/api/health', '/api/openapi.yaml', '/api/docs/feedback/submit', '/api/docs/feedback/report', '/api/security/csp-report']) expect(paths).not.toContain(internal);
    // The description's own markers stay out of what a developer reads.
    expect(JSON.stringify(spec.paths)).not.toMatch(/x-audience|x-i18n|x-rate-limited/);
  });

  it('names sections and operations in the page language, in the order of the description', () => {
    const spec = specIn('zh-CN');
    expect(spec.tags.map((tag) => tag.name)).toEqual(['查询列表与演示申请', '国家/地区与电话区号', '国际贸易咨询', 'OTA 融资问卷', '汇率', '出口退税']);
    const positions = spec.paths['/api/official/potentialCust/listAllPositionEnum']?.get;
    expect(positions?.summary).toBe('职位');
    expect(positions?.tags).toEqual(['查询列表与演示申请']);
    expect(specIn('zh-HK').paths['/api/official/potentialCust/insert']?.post?.summary).toBe('提交示範申請');
    expect(specIn('en').tags[0]).toEqual({ name: 'Lookup lists and demo requests', description: expect.stringContaining('demo request') });
  });

  it('describes each answer by what its status means, shared answers included with their examples', () => {
    const insert = specIn('en').paths['/api/official/potentialCust/insert']?.post;
    expect(insert?.responses['200']?.description).toBe('meaning of 200');
    // 429 is a shared answer ($ref) in the description: copied in, with its body, in the page's words.
    expect(insert?.responses['429']?.description).toBe('meaning of 429');
    expect(insert?.responses['429']?.content).toEqual(expect.objectContaining({ 'application/json': expect.anything() }));
  });

  it('carries the schemas its operations use and no other, so every reference resolves', () => {
    const spec = specIn('en');
    const schemas = Object.keys(spec.components.schemas ?? {});
    expect(schemas).toEqual(expect.arrayContaining(['OptionListResponse', 'LeadRequest', 'RateHistoryRequest', 'ErrorBody']));
    for (const internal of ['HealthResponse', 'CspReportList', 'ArticleFeedbackRequest', 'ArticleFeedbackReport']) expect(schemas).not.toContain(internal);
    for (const ref of refsOf(spec)) {
      const [, section = '', name = ''] = /^#\/components\/([^/]+)\/([^/]+)$/.exec(ref) ?? [];
      expect({ ref, found: spec.components[section]?.[name] !== undefined }).toEqual({ ref, found: true });
    }
  });
});
