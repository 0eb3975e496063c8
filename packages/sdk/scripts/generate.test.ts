import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as validators from '../src/generated/validators.js';
import { validator, type ResponseSchema } from '../src/runtime/validate.js';
import { emitOperations, readOperations } from './emit-operations.js';
import { operationModules } from '../src/generated/tags.js';
import { emitTag, emitTagTable, FIRST_SCREEN_CALLS, groupByModule } from './emit-tags.js';
import { extendSuccess, zodModule, zodStatements } from './emit-zod.js';
import type { OpenApiDocument } from './spec.js';

// As the spec writes every 200 answer: one of the success, with the operation's value, and a refusal.
const envelopeOf = (value: object) => ({
  content: {
    'application/json': {
      schema: {
        oneOf: [
          { $ref: '#/components/schemas/Refusal' },
          {
            allOf: [
              { $ref: '#/components/schemas/Success' },
              { type: 'object', required: ['value'], properties: { value } },
            ],
          },
        ],
      },
    },
  },
});

const DOC: OpenApiDocument = {
  components: {
    schemas: {
      Success: { type: 'object', properties: { success: { type: 'boolean', const: true }, value: {} } },
      Refusal: {
        type: 'object',
        properties: { success: { type: 'boolean', const: false }, value: { type: 'null' } },
      },
      Plain: { type: 'object', properties: { password: { type: 'string' } } },
      Key: { type: 'object', properties: { modulus: { type: 'string' } } },
    },
  },
  paths: {
    '/key': {
      get: {
        operationId: 'getRsaKey',
        tags: ['session'],
        'x-module-id': 'COMM3',
        security: [],
        responses: { '200': envelopeOf({ $ref: '#/components/schemas/Key' }) },
      },
    },
    '/things/{thingId}': {
      put: {
        operationId: 'putThing',
        tags: ['things'],
        'x-module-id': 'PASS3',
        'x-encrypted': true,
        'x-plain-request': { $ref: '#/components/schemas/Plain' },
        security: [{ token: [] }],
        parameters: [
          { name: 'thingId', in: 'path', required: true, schema: { type: 'string' } },
          { name: 'platform', in: 'header', required: true, schema: { type: 'string', const: 'W' } },
          { name: 'os', in: 'header', required: true, schema: { type: 'string' } },
        ],
        requestBody: { content: { 'application/json': { schema: { type: 'object' } } } },
        responses: { '200': envelopeOf({ type: 'integer' }) },
      },
      post: {
        operationId: 'uploadThing',
        tags: ['things'],
        'x-module-id': 'COMM3',
        requestBody: { content: { 'multipart/form-data': { schema: { type: 'object' } } } },
        responses: { '200': envelopeOf({ type: 'boolean' }) },
      },
    },
  },
};

describe('readOperations', () => {
  it('reads marks, parameters and body kind', () => {
    const [key, put, upload] = readOperations(DOC);
    expect(key).toMatchObject({
      operationId: 'getRsaKey',
      token: false,
      encrypted: false,
      body: 'none',
    });
    expect(put).toMatchObject({
      operationId: 'putThing',
      tag: 'things',
      method: 'PUT',
      moduleId: 'PASS3',
      token: true,
      encrypted: true,
      pathParams: ['thingId'],
      headerParams: ['os'],
      headerConsts: { platform: 'W' },
      body: 'json',
      plainRequest: 'Plain',
    });
    expect(upload).toMatchObject({ body: 'multipart', token: false });
  });

  it('emits the key operation before the encrypted ones that refer to it', () => {
    const text = emitOperations(readOperations(DOC));
    expect(text.indexOf('export const getRsaKey')).toBeLessThan(text.indexOf('export const putThing'));
    expect(text).toContain('encryption: { codec: rsaDesCodec, publicKey: getRsaKey }');
    expect(text).toContain(
      `input: Flat<operations["putThing"]['parameters']['path'] & Omit<NonNullable<operations["putThing"]['parameters']['header']>, "platform"> & components['schemas']["Plain"]>`,
    );
  });

  it('refuses what the conventions forbid', () => {
    const noModule = { paths: { '/a': { get: { operationId: 'a', tags: ['t'] } } } } as OpenApiDocument;
    expect(() => readOperations(noModule)).toThrow(/x-module-id/);
    const noPlain = {
      paths: { '/a': { post: { operationId: 'a', tags: ['t'], 'x-module-id': 'X', 'x-encrypted': true } } },
    } as OpenApiDocument;
    expect(() => readOperations(noPlain)).toThrow(/x-plain-request/);
    const noKey = {
      components: { schemas: { P: { type: 'object' } } },
      paths: {
        '/a': {
          post: {
            operationId: 'a',
            tags: ['t'],
            'x-module-id': 'X',
            'x-encrypted': true,
            'x-plain-request': { $ref: '#/components/schemas/P' },
          },
        },
      },
    } as OpenApiDocument;
    expect(() => readOperations(noKey)).toThrow(/getRsaKey/);
    const clash = {
      paths: {
        '/a/{id}': {
          put: {
            operationId: 'a',
            tags: ['t'],
            'x-module-id': 'X',
            parameters: [{ name: 'id', in: 'path', required: true }],
            requestBody: {
              content: { 'application/json': { schema: { type: 'object', properties: { id: {} } } } },
            },
          },
        },
      },
    } as OpenApiDocument;
    expect(() => readOperations(clash)).toThrow(/"id" is both a parameter and a body field/);
  });
});

describe('emitTag', () => {
  it("gives a tag's calls with and without the token a module each, with its own validators, and the codec and key operation only where a call is encrypted", async () => {
    const ops = readOperations(DOC);
    const groups = groupByModule(ops);
    const schemas = zodStatements(
      await zodModule({ openapi: '3.1.0', info: { title: 't', version: '1' }, ...DOC }),
    );
    const session = emitTag('session', groups.get('session')!, ops, schemas);
    const things = emitTag('things.token', groups.get('things.token')!, ops, schemas);
    expect(session).toContain('const zKey = /*#__PURE__*/ z.object(');
    expect(session).toContain('const zGetRsaKeyResponse = /*#__PURE__*/ z.union(');
    expect(session).toContain(
      'export const getRsaKey = d("getRsaKey", "GET", "/key", "COMM3", false, zGetRsaKeyResponse);',
    );
    expect(session).not.toContain('rsaDesCodec');
    expect(session).not.toContain('zPlain');
    expect(things).not.toContain('zKey');
    expect(things).toContain('const zPutThingResponse = ');
    expect(things).toContain(`import { getRsaKey } from './session.js';`);
    expect(things).toContain('encryption: { codec: rsaDesCodec, publicKey: getRsaKey }');
    expect(things).not.toContain('uploadThing');
    expect(emitTagTable(groups)).toContain(
      `"things.token": { tag: "things", operations: ["putThing"], load: () => import('./tags/things.token.js') }`,
    );
    expect(emitTagTable(groups)).toContain(
      `"things": { tag: "things", operations: ["uploadThing"], load: () => import('./tags/things.js') }`,
    );
  });
});

describe('FIRST_SCREEN_CALLS', () => {
  it("are exactly the calls of their tags' modules an app preloads: a misspelt or token call would go unloaded", () => {
    for (const [tag, calls] of Object.entries(FIRST_SCREEN_CALLS)) {
      const module = operationModules[tag as keyof typeof operationModules];
      expect(module.operations, tag).toEqual(calls);
      expect(operationModules[`${tag}.later` as keyof typeof operationModules]?.tag, tag).toBe(tag);
    }
  });
});

describe('extendSuccess', () => {
  it('writes the success of an answer as one object, whatever its value holds', () => {
    const value = `z.array(z.object({ a: z.enum(['(', '1-10']), b: z.intersection(zA, z.object({ c: z.string() })) }))`;
    expect(
      extendSuccess(
        `const r = z.union([z.intersection(zSuccess, z.object({ value: ${value} })), zRefusal]);`,
      ),
    ).toBe(`const r = z.union([z.extend(zSuccess, { value: ${value} }), zRefusal]);`);
    expect(extendSuccess('const d = z.intersection(zA, z.object({ b: z.string() }));')).toBe(
      'const d = z.intersection(zA, z.object({ b: z.string() }));',
    );
  });
});

describe('generated validators', () => {
  // Every example the spec gives for a component schema must pass that schema's generated validator.
  const spec = JSON.parse(
    readFileSync(new URL('../../../openapi/dist/lobby.openapi.json', import.meta.url), 'utf8'),
  ) as {
    components?: { schemas?: Record<string, { example?: unknown }> };
  };
  const examples = Object.entries(spec.components?.schemas ?? {}).filter(
    ([, schema]) => schema.example !== undefined,
  );
  const table = validators as unknown as Record<string, ResponseSchema | undefined>;

  it.each(examples)('accept the spec example of %s', (name, schema) => {
    const zod = table[`z${name}`];
    expect(zod, `no schema for ${name}: run generate`).toBeDefined();
    expect(validator(zod!)(schema.example, name)).toBeUndefined();
  });
});
