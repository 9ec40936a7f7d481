import type { JsonSchema } from './openapi';
import { createAjv, createValidatorCompiler, lengthBeforePattern } from './validation';

/** A compiler whose `counted` format records every value it is asked about. */
function countingCompiler() {
  const seen: string[] = [];
  const ajv = createAjv();
  ajv.addFormat('counted', { type: 'string', validate: (value: string) => (seen.push(value), true) });
  return { seen, ajv, compile: createValidatorCompiler(ajv) };
}

describe('lengths before patterns', () => {
  it('a value past its maxLength never reaches its format', () => {
    const { seen, compile } = countingCompiler();
    const validate = compile({ schema: { type: 'object', properties: { code: { type: 'string', maxLength: 8, format: 'counted' } } } });
    expect(validate({ code: 'x'.repeat(60_000) })).toMatchObject({ error: { field: 'code', rule: 'maxLength' } });
    expect(validate({ code: 'short' })).toBe(true);
    expect(seen).toEqual(['short']);
  });

  it('a value past its maxLength never reaches its pattern, on the field or in the parts it is made of', () => {
    const { ajv } = countingCompiler();
    const schema: JsonSchema = {
      type: 'object',
      properties: {
        email: { type: 'string', maxLength: 10, pattern: '^[a-z]+@[a-z]+$' },
        name: { allOf: [{ type: 'string', minLength: 1, pattern: '\\S' }], maxLength: 5 },
      },
    };
    const validate = ajv.compile(lengthBeforePattern(schema) as JsonSchema);
    expect(validate({ email: ' '.repeat(40), name: ' '.repeat(40) })).toBe(false);
    expect((validate.errors ?? []).map((error) => `${error.instancePath} ${error.keyword}`)).toEqual(['/email maxLength', '/name maxLength']);
    // Within the length, the pattern runs as the schema says.
    expect(validate({ email: 'a b', name: '   ' })).toBe(false);
    expect((validate.errors ?? []).filter((error) => error.keyword === 'pattern').map((error) => error.instancePath)).toEqual(['/email', '/name']);
    expect(validate({ email: 'a@b', name: 'Mei' })).toBe(true);
  });

  it('keeps every pattern of a string made of parts: each still refuses what it refused', () => {
    const { ajv } = countingCompiler();
    const schema: JsonSchema = { type: 'string', maxLength: 20, pattern: '^[a-z]+$', allOf: [{ pattern: 'a' }, { pattern: 'z$' }] };
    const validate = ajv.compile(lengthBeforePattern(schema) as JsonSchema);
    expect(['abcz', 'bcz', 'abc', 'ABZ'].map((value) => validate(value))).toEqual([true, false, false, false]);
  });

  it('leaves a schema without a maxLength, and the values of keywords, as they were', () => {
    const schema = { type: 'object', properties: { pattern: { type: 'string', pattern: '^a$' }, flag: { enum: [{ maxLength: 1, pattern: 'x' }] } } };
    expect(lengthBeforePattern(schema)).toEqual(schema);
  });
});
