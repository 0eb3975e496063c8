import { assertType, describe, expectTypeOf, it } from 'vitest';
import {
  createSdk,
  getMemberInfo,
  addFavourite,
  callOperation,
  createClient,
  type LobbySdk,
  type OperationInput,
  type OperationOutput,
  type Schemas,
} from './index.js';

declare const sdk: LobbySdk;

describe('SDK types', () => {
  it('createSdk returns the LobbySdk surface', () => {
    expectTypeOf(createSdk).returns.toEqualTypeOf<LobbySdk>();
  });

  it('types inputs and outputs from the spec', () => {
    expectTypeOf(sdk.session.login).parameter(0).toEqualTypeOf<OperationInput<'login'>>();
    expectTypeOf(sdk.session.login).returns.resolves.toEqualTypeOf<OperationOutput<'login'>>();
    expectTypeOf<OperationOutput<'login'>>().toEqualTypeOf<Schemas['LoginResult']>();
    expectTypeOf<OperationOutput<'getMemberInfo'>>().toEqualTypeOf<Schemas['MemberInfo']>();
    expectTypeOf<OperationInput<'login'>['type']>().toEqualTypeOf<'username' | 'sms'>();
    expectTypeOf<OperationInput<'acceptContract'>>().toHaveProperty('contractId');
  });

  it('accepts a correct flat input and the call options', () => {
    assertType(sdk.session.login({ username: 'u', password: 'p', type: 'username', loginDeviceId: 'd' }));
    assertType(
      sdk.games.listGames(
        { gameType: 'RNG', pageNo: 1, pageSize: 20 },
        { signal: AbortSignal.timeout(1), timeoutMs: 5 },
      ),
    );
    assertType(sdk.member.getMemberInfo());
    assertType(sdk.cache.flush());
  });

  it('rejects a wrong input', () => {
    // @ts-expect-error login needs a password
    assertType(sdk.session.login({ username: 'u', type: 'username', loginDeviceId: 'd' }));
    // @ts-expect-error type is 'username' | 'sms'
    assertType(sdk.session.login({ username: 'u', password: 'p', type: 'email', loginDeviceId: 'd' }));
    // @ts-expect-error pageNo is a number
    assertType(sdk.games.listGames({ gameType: 'RNG', pageNo: '1', pageSize: 20 }));
    // @ts-expect-error no such operation on this tag
    assertType(sdk.session.getMemberInfo);
  });

  it('types the low-level call by its descriptor', () => {
    const client = createClient({ baseUrl: 'http://x', merchant: 'M' });
    expectTypeOf(callOperation(client, getMemberInfo)).resolves.toEqualTypeOf<Schemas['MemberInfo']>();
    // @ts-expect-error the input must match the descriptor's operation
    assertType(callOperation(client, addFavourite, { contractId: 'c1' }));
  });
});
