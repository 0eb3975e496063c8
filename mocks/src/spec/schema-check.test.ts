import { describe, expect, it } from 'vitest';
import { checkSchema } from './schema-check';
import { operationsById } from './document';

describe("checkSchema, the sandbox's own check of the spec subset", () => {
  it('accepts a conforming value and names the first problem of a broken one', () => {
    const memberInfo = { $ref: '#/components/schemas/MemberInfo' };
    const good = { id: '1', account: 'demo', nickname: null, type: 0 };
    expect(checkSchema(good, memberInfo)).toBeNull();
    expect(checkSchema({ ...good, type: 1.5 }, memberInfo)).toBe('value.type: expected integer, got number');
    expect(checkSchema({ id: '1', nickname: null, type: 0 }, memberInfo)).toBe('value.account: is required');
    expect(checkSchema({ ...good, nickname: 3 }, memberInfo)).toBe(
      'value.nickname: expected string or null, got integer',
    );
  });

  it('checks enums, patterns, bounds, formats and unions', () => {
    expect(checkSchema('maybe', { $ref: '#/components/schemas/LoginType' })).toMatch(
      /must be one of "username", "sms"/,
    );
    expect(
      checkSchema({ modulus: 'xyz', exponent: '10001' }, { $ref: '#/components/schemas/RsaKey' }),
    ).toMatch(/^value.modulus: /);
    expect(
      checkSchema({ loginDeviceId: 'not-a-uuid' }, { $ref: '#/components/schemas/FreePlayLoginRequest' }),
    ).toBe('value.loginDeviceId: must be a UUID');
    expect(checkSchema(-1, { type: 'integer', minimum: 0 })).toBe('value: must be at least 0');
    expect(checkSchema(null, { oneOf: [{ type: 'string' }, { type: 'null' }] })).toBeNull();
    expect(checkSchema(1, { oneOf: [{ type: 'string' }, { type: 'null' }] })).toBe(
      'value: matches 0 of the 2 allowed shapes',
    );
    expect(
      checkSchema(
        { a: 1, b: 2 },
        { type: 'object', properties: { a: { type: 'integer' } }, additionalProperties: false },
      ),
    ).toBe('value.b: is not allowed');
  });

  it("checks whole envelopes against an operation's 200 response", () => {
    const schema = operationsById.get('getUnreadCount')!.responseSchema!;
    expect(checkSchema({ success: true, message: 'OK', value: 3 }, schema)).toBeNull();
    expect(checkSchema({ success: true, message: 'OK', value: -1 }, schema)).toBe(
      'value.value: must be at least 0',
    );
    expect(checkSchema({ success: true, message: 'OK' }, schema)).toBe('value.value: is required');
  });
});
