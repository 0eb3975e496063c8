import { randomUUID } from 'node:crypto';
/**
 * The provider states, implemented for the sandbox: its `/__sandbox/` controls (reset, status, SMS
 * codes, RSA key) and, where no control exists, the provider's own API through the SDK (log in for a
 * token, list to find an id). Values a state returns are injected into the replayed request; for
 * encrypted bodies, which Pact cannot reach, the proxy's request filter substitutes them.
 */
import { DEMO_ACCOUNTS, DOWNLINE_PASSWORD } from '@lobby/mocks';
import {
  createSdk,
  desDecrypt,
  desEncrypt,
  memoryTokenStore,
  type LobbySdk,
  type RsaPublicKey,
} from '@lobby/sdk';
import type { VerifierOptions } from '@pact-foundation/pact';
import { LANGUAGE, MERCHANT } from '../harness/sdk-for';
import { STATE } from '../harness/states';
import { TEST_RSA_KEY } from '../harness/test-rsa-key';
import { rsaDecryptHex, reencryptKeyHeader } from './rsa-reencrypt';
import type { ProxiedRequest, RequestFilter } from './verify-provider';

type Params = Record<string, unknown>;
type Values = Record<string, string>;
/** A state handler: sets the state up, and returns the values it hands to the request. */
export type StateSetup = (params: Params) => Promise<Values | undefined>;

/** The sandbox's state handlers and the request filter that completes encrypted requests. */
export interface SandboxStates {
  handlers: Record<string, StateSetup>;
  stateHandlers: NonNullable<VerifierOptions['stateHandlers']>;
  requestFilter: RequestFilter;
}

const DEVICE = '00000000-0000-4000-8000-000000000001';
const passwordOf = (username: string): string =>
  DEMO_ACCOUNTS.find((a) => a.username === username)?.password ?? DOWNLINE_PASSWORD;
const day = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
const lastDays = (days: number) => ({
  startDate: day(Date.now() - (days - 1) * 86_400_000),
  endDate: day(Date.now()),
});
const str = (value: unknown): string => String(value);

/** Fails the state when the sandbox's data contradicts it. */
function expectFact(holds: boolean, problem: string): void {
  if (!holds) throw new Error(`state: ${problem}`);
}

/** The seed already holds this fact (see mocks/README.md) and no cheap call shows it; nothing to set up. */
const seeded: StateSetup = async () => undefined;

/** Builds the handlers for a sandbox at `baseUrl`. */
export function sandboxStates(baseUrl: string): SandboxStates {
  /** Set when the sandbox cannot install the test key: the proxy re-encrypts for its own key. */
  let providerKey: RsaPublicKey | null = null;
  /** Values the states of the current interaction returned, for encrypted bodies. */
  let injected: Values = {};

  const control = async (method: string, path: string, body?: unknown): Promise<Response> => {
    const response = await fetch(`${baseUrl}/__sandbox/${path}`, {
      method,
      headers: { 'Content-Type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (!response.ok && response.status !== 404)
      throw new Error(`sandbox control ${method} ${path}: HTTP ${response.status} ${await response.text()}`);
    return response;
  };

  const sdk = (): LobbySdk =>
    createSdk({
      baseUrl,
      merchant: MERCHANT,
      language: () => LANGUAGE,
      tokenStore: memoryTokenStore(),
      userAgent: null,
      retry: { retries: 0 },
    });

  const session = async (username: unknown): Promise<LobbySdk> => {
    const client = sdk();
    const value = await client.session.login({
      username: str(username),
      password: passwordOf(str(username)),
      type: 'username',
      loginDeviceId: DEVICE,
    });
    if (!value.token) throw new Error(`state: ${str(username)} cannot log in without a verification`);
    return client;
  };

  const lastSms = async (mobile: unknown): Promise<string> => {
    const response = await control('GET', `sms/last?mobile=${encodeURIComponent(str(mobile))}`);
    const code = ((await response.json()) as { value?: { code?: string } | null }).value?.code;
    if (!code) throw new Error(`state: no SMS code was sent to ${str(mobile)}`);
    return code;
  };

  // Plays the visitor on the sandbox provider's consent page, the way the site's popup does.
  const socialIdToken = async (provider: string): Promise<string> => {
    const offered = (await sdk().system.getSystemStatus()).info.socialLogin?.providers.find(
      (p) => p.provider === provider,
    );
    if (!offered) throw new Error(`state: the sandbox does not offer ${provider} sign-in`);
    const fields = { client_id: offered.clientId, origin: 'http://127.0.0.1', state: 'pact-provider-state' };
    const page = await fetch(new URL(offered.authUrl, baseUrl), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ...fields, identity: 'player' }),
    });
    const idToken = /data-id-token="([^"]+)"/.exec(await page.text())?.[1];
    if (!idToken)
      throw new Error(`state: the ${provider} consent page issued no id token (HTTP ${page.status})`);
    return idToken;
  };

  // Turns firebase SMS on and plays the site's sandbox adapter: the provider texts a code, the code is read back and confirmed.
  const phoneIdToken = async (phoneNumber: string): Promise<string> => {
    await control('POST', 'firebase-sms', { enabled: true });
    const call = async (step: string, body: Values): Promise<Values> => {
      const response = await fetch(`${baseUrl}/__sandbox/phone-auth/${step}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (!response.ok)
        throw new Error(
          `state: the phone-auth provider refused ${step} for ${phoneNumber}: ${await response.text()}`,
        );
      return (await response.json()) as Values;
    };
    const { verificationId = '' } = await call('send', { phoneNumber });
    const sent = (await (
      await control('GET', `firebase-sms/last?phoneNumber=${encodeURIComponent(phoneNumber)}`)
    ).json()) as { value?: { code?: string } | null };
    const { idToken } = await call('confirm', { verificationId, code: sent.value?.code ?? '' });
    if (!idToken) throw new Error(`state: the phone-auth provider issued no id token for ${phoneNumber}`);
    return idToken;
  };

  const first = <T>(list: T[], what: string): T => {
    const item = list[0];
    if (item === undefined) throw new Error(`state: the sandbox has no ${what}`);
    return item;
  };

  const claimIssuedReward = async (username: unknown, idempotencyKey: string): Promise<Values> => {
    const client = await session(username);
    const page = await client.rewards.listRewardCenter({ pageNo: 1, pageSize: 50, status: 'issued' });
    const { rewardId } = first(page.list, 'issued reward');
    await client.rewards.claimReward({ 'Idempotency-Key': idempotencyKey, rewardId });
    return { rewardId };
  };

  const handlers: Record<string, StateSetup> = {
    [STATE.seed]: async () => {
      providerKey = null;
      injected = {};
      await control('POST', 'reset');
      return undefined;
    },
    [STATE.testRsaKey]: async () => {
      const installed = await control('PUT', 'rsa-key', TEST_RSA_KEY);
      if (installed.status === 404) {
        const key = await sdk().session.getRsaKey({ _: String(Date.now()) });
        providerKey = { modulus: key.modulus, exponent: key.exponent };
      }
      return undefined;
    },
    [STATE.member]: async (params) => {
      if (passwordOf(str(params.username)) !== params.password)
        throw new Error(`state: the sandbox seeds ${str(params.username)} with another password`);
      return undefined;
    },
    [STATE.noMember]: async (params) => {
      if (DEMO_ACCOUNTS.some((a) => a.username === params.username))
        throw new Error(`state: the sandbox seeds ${str(params.username)}`);
      return undefined;
    },
    [STATE.loggedIn]: async (params) => ({ token: (await session(params.username)).tokenStore.get() ?? '' }),
    [STATE.period]: async (params) => lastDays(Number(params.days)),
    [STATE.siteStatus]: async (params) => {
      await control('PUT', 'status', { status: Number(params.status) });
      return undefined;
    },
    [STATE.loginVerification]: async (params) => {
      const value = await sdk().session.login({
        username: str(params.username),
        password: passwordOf(str(params.username)),
        type: 'username',
        loginDeviceId: DEVICE,
      });
      if (!value.verificationRequired)
        throw new Error(`state: ${str(params.username)} logs in without a verification`);
      const info = DEMO_ACCOUNTS.find((a) => a.username === params.username)?.note.match(/\+\d+ (\d+)/);
      return { verificationCode: await lastSms(info?.[1] ?? '') };
    },
    [STATE.socialIdToken]: async (params) => ({ idToken: await socialIdToken(str(params.provider)) }),
    [STATE.phoneIdToken]: async (params) => ({
      firebaseIdToken: await phoneIdToken(`${str(params.countryDialingCode)}${str(params.mobile)}`),
    }),
    [STATE.smsCode]: async (params) => {
      const mobile = str(params.mobile);
      const countryDialingCode = str(params.countryDialingCode);
      if (params.purpose === 'register')
        await sdk().verification.sendSmsRegister({ mobileNo: mobile, countryDialingCode, regType: 'mobile' });
      else
        await sdk().verification.sendSmsNoLogin({
          mobileNum: mobile,
          countryDialingCode,
          purpose: 'FORGOT_PASSWORD',
        });
      const code = await lastSms(mobile);
      return { smsCode: code, verificationCode: code };
    },
    [STATE.contract]: async (params) => {
      const client = await session(params.upline);
      const page = await client.contracts.listContracts({
        type: str(params.type) as never,
        role: 'upline',
        pageNo: 1,
        pageSize: 100,
      });
      const found = page.list.filter(
        (c) => c.status === params.status && c.downlineAccount === params.downline,
      );
      return {
        contractId: first(
          found,
          `${str(params.status)} ${str(params.type)} contract to ${str(params.downline)}`,
        ).contractId,
      };
    },
    [STATE.message]: async (params) => {
      const page = await (await session(params.username)).content.listMessages({ pageNo: 1, pageSize: 1 });
      return { messageId: first(page.list, 'message').messageId };
    },
    [STATE.pendingWithdrawal]: async (params) => {
      const value = await (
        await session(params.username)
      ).wallet.listWithdrawalConfirmations({ pageNo: 1, pageSize: 50 });
      return {
        withdrawalId: first(
          value.list.filter((w) => w.status === 'PENDING'),
          'pending withdrawal',
        ).withdrawalId,
      };
    },
    [STATE.recentDeposit]: async (params) => {
      const { list } = await (
        await session(params.username)
      ).wallet.listDeposits(lastDays(Number(params.days)));
      expectFact(
        list.length > 0,
        `${str(params.username)} made no deposit in the last ${str(params.days)} days`,
      );
      return undefined;
    },
    [STATE.recentWithdrawal]: async (params) => {
      const { list } = await (
        await session(params.username)
      ).wallet.listWithdrawals(lastDays(Number(params.days)));
      expectFact(
        list.length > 0,
        `${str(params.username)} made no withdrawal in the last ${str(params.days)} days`,
      );
      return undefined;
    },
    [STATE.moneyMoved]: async (params) => {
      const client = await session(params.username);
      await client.wallet.walletTransfer({
        'Idempotency-Key': str(params.idempotencyKey),
        fromWallet: str(params.fromWallet),
        toWallet: str(params.toWallet),
        amount: Number(params.amount),
      });
      return undefined;
    },
    [STATE.moneyProcessing]: async (params) => {
      // A minute of sandbox clock outlasts the interaction; the next reset settles moves at once again.
      await control('PUT', 'processing', { ms: 60_000 });
      await (
        await session(params.username)
      ).wallet.walletTransfer({
        'Idempotency-Key': str(params.idempotencyKey),
        fromWallet: 'MAIN',
        toWallet: 'SABA',
        amount: 100,
      });
      return undefined;
    },
    [STATE.pointsRedeemed]: async (params) => {
      const client = await session(params.username);
      const { changedPoints } = await client.rewards.redeemPointReward({
        'Idempotency-Key': str(params.idempotencyKey),
        rewardId: str(params.rewardId),
        quantity: Number(params.quantity),
        password: passwordOf(str(params.username)),
      });
      const { balance } = await client.rewards.getPointsBalance();
      expectFact(balance < -changedPoints, `${str(params.username)} could pay for the redemption again`);
      return undefined;
    },
    [STATE.pointsConverted]: async (params) => {
      const { balance } = await (
        await session(params.username)
      ).rewards.convertPoints({
        'Idempotency-Key': str(params.idempotencyKey),
        points: Number(params.points),
        password: passwordOf(str(params.username)),
      });
      expectFact(balance < Number(params.points), `${str(params.username)} could convert the points again`);
      return undefined;
    },
    [STATE.noMoneyRequest]: async (params) => {
      const read = await (
        await session(params.username)
      ).wallet.getMoneyRequest({ idempotencyKey: str(params.idempotencyKey) });
      expectFact(
        read.state === 'NOT_FOUND',
        `${str(params.username)} sent a money call with key ${str(params.idempotencyKey)}`,
      );
      return undefined;
    },
    [STATE.bankCard]: async (params) => {
      const cards = await (await session(params.username)).member.listBankCards();
      return { bankCardId: first(cards.list, 'bank card').bankCardId };
    },
    [STATE.downline]: async (params) => {
      const page = await (
        await session(params.username)
      ).agent.listDownlines({ directOnly: true, pageNo: 1, pageSize: 1 });
      return { memberId: first(page.list, 'downline').memberId };
    },
    [STATE.unclaimedReward]: async (params) => {
      const page = await (
        await session(params.username)
      ).rewards.listRewardCenter({ pageNo: 1, pageSize: 50 });
      return {
        rewardId: first(
          page.list.filter((r) => r.status === 'issued'),
          'issued reward',
        ).rewardId,
      };
    },
    [STATE.claimedReward]: async (params) => claimIssuedReward(params.username, randomUUID()),
    [STATE.rewardClaimed]: async (params) => claimIssuedReward(params.username, str(params.idempotencyKey)),
    [STATE.appliedActivity]: async (params) => {
      await (
        await session(params.username)
      ).content.applyActivity({ promotionId: str(params.promotionId), comment: 'Contract test application' });
      return undefined;
    },
    [STATE.recentGame]: async (params) => {
      const client = await session(params.username);
      const page = await client.games.listGames({ gameType: 'RNG', pageNo: 1, pageSize: 50 });
      const game = page.list.find((g) => g.nodeId === Number(params.nodeId));
      if (!game) throw new Error(`state: no RNG game ${str(params.nodeId)}`);
      await client.games.launchGame({
        nodeId: game.nodeId,
        vassalage: game.vassalage,
        gameType: game.gameType,
      });
      return undefined;
    },
    [STATE.joinedInvite]: async (params) => {
      await (await session(params.username)).member.applyInviteFriend();
      return undefined;
    },
    [STATE.notJoinedInvite]: seeded,
    [STATE.mobileOwner]: async (params) => {
      const info = await (await session(params.username)).member.getMemberInfo();
      expectFact(
        info.mobileNum === params.mobile && info.countryDialingCode === params.countryDialingCode,
        `${str(params.username)} has another mobile`,
      );
      return undefined;
    },
    [STATE.mobileFree]: seeded,
    [STATE.memberEmail]: async (params) => {
      const info = await (await session(params.username)).member.getMemberInfo();
      expectFact(info.email === params.email, `${str(params.username)} has another email`);
      return undefined;
    },
    [STATE.paymentPassword]: seeded,
    [STATE.noPaymentPassword]: async (params) => {
      const info = await (await session(params.username)).member.getMemberInfo();
      expectFact(info.hasPaymentPassword === false, `${str(params.username)} has a payment password`);
      return undefined;
    },
    [STATE.activity]: seeded,
    [STATE.bonus]: seeded,
    [STATE.noPendingContract]: seeded,
    [STATE.points]: async (params) => {
      const { balance } = await (await session(params.username)).rewards.getPointsBalance();
      expectFact(balance >= Number(params.points), `${str(params.username)} has only ${balance} points`);
      return undefined;
    },
    [STATE.pointReward]: seeded,
    [STATE.pointRedeem]: seeded,
    [STATE.promotion]: seeded,
    [STATE.rafflePromotion]: seeded,
    [STATE.balance]: async (params) => {
      const { balance } = await (await session(params.username)).wallet.getBalance();
      expectFact(balance >= Number(params.amount), `${str(params.username)} has only ${balance}`);
      return undefined;
    },
    [STATE.vendorWallet]: seeded,
    [STATE.depositMethod]: seeded,
    [STATE.depositLimit]: async (params) => {
      const period = str(params.period) as 'DAILY' | 'WEEKLY' | 'MONTHLY';
      // A first limit applies at once (no cooling-off), which is what the state promises.
      const value = await (
        await session(params.username)
      ).responsibleGaming.setDepositLimit({ period, amount: Number(params.amount) });
      expectFact(
        value.depositLimits.find((l) => l.period === period)?.amount === Number(params.amount),
        `the ${period} limit is not ${str(params.amount)}`,
      );
      return undefined;
    },
    [STATE.timeOut]: async (params) => {
      await (
        await session(params.username)
      ).responsibleGaming.startExclusion({ kind: 'TIME_OUT', period: str(params.period) as '24h' });
      return undefined;
    },
    [STATE.game]: async (params) => {
      const page = await sdk().games.listGames({
        gameType: str(params.gameType),
        vassalage: str(params.vassalage),
        pageNo: 1,
        pageSize: 999,
      });
      expectFact(
        page.list.some((g) => g.nodeId === Number(params.nodeId)),
        `no ${str(params.gameType)} game ${str(params.nodeId)} of ${str(params.vassalage)}`,
      );
      return undefined;
    },
    [STATE.lotteryGame]: async (params) => {
      const draws = await sdk().lottery.listLottoOpenNumbers({ gameCode: str(params.gameCode), limitNum: 1 });
      expectFact(draws.length > 0, `no lottery game ${str(params.gameCode)}`);
      return undefined;
    },
    [STATE.chatHost]: async (params) => {
      const models = await sdk().livechat.listChatModels({});
      expectFact(
        models.some((m) => m.modelId === params.modelId),
        `no chat host ${str(params.modelId)}`,
      );
      return undefined;
    },
    [STATE.favourite]: async (params) => {
      const client = await session(params.username);
      if (!(await client.games.getFavouriteIds()).includes(Number(params.nodeId)))
        await client.games.addFavourite({ nodeId: Number(params.nodeId) });
      return undefined;
    },
    [STATE.notFavourite]: async (params) => {
      const client = await session(params.username);
      if ((await client.games.getFavouriteIds()).includes(Number(params.nodeId)))
        await client.games.removeFavourite({ nodeId: Number(params.nodeId) });
      return undefined;
    },
    [STATE.team]: seeded,
    [STATE.affiliate]: seeded,
    [STATE.affiliatePending]: async (params) => {
      const { reference } = await sdk().affiliate.applyAffiliate({
        name: 'Pending Applicant',
        email: str(params.email),
        countryDialingCode: '+84',
        mobile: '987654321',
        channels: [{ type: 'OTHER', link: '@pending' }],
        expectedMonthlyPlayers: '1-10',
        termsAccepted: true,
      });
      return { reference };
    },
  };

  const stateHandlers = Object.fromEntries(
    Object.entries(handlers).map(([name, setup]) => [
      name,
      async (params?: unknown) => {
        const values = await setup((params ?? {}) as Params);
        if (values) injected = { ...injected, ...values };
        return values;
      },
    ]),
  ) as SandboxStates['stateHandlers'];

  /** Re-encrypts an encrypted request: state values into the plaintext, the key for the provider's RSA key. */
  const completeEncrypted = (req: ProxiedRequest, xRsa: string): void => {
    const body = req.body as { value?: unknown } | undefined;
    if (typeof body?.value !== 'string') return;
    const desKey = [...rsaDecryptHex(xRsa, TEST_RSA_KEY)].reverse().join('');
    const plain = JSON.parse(desDecrypt(body.value, desKey)) as Record<string, unknown>;
    for (const field of Object.keys(plain)) if (field in injected) plain[field] = injected[field];
    body.value = desEncrypt(JSON.stringify(plain), desKey);
    req.headers['content-length'] = String(Buffer.byteLength(JSON.stringify(body)));
    if (providerKey) req.headers['x-rsa'] = reencryptKeyHeader(xRsa, TEST_RSA_KEY, providerKey);
  };

  const requestFilter: RequestFilter = (req, _res, next) => {
    const xRsa = req.headers['x-rsa'];
    try {
      // Pact's proxy parses form bodies into an object and would forward them as JSON text.
      if (
        String(req.headers['content-type']).startsWith('application/x-www-form-urlencoded') &&
        req.body &&
        typeof req.body === 'object' &&
        !Buffer.isBuffer(req.body)
      ) {
        req.body = Buffer.from(new URLSearchParams(req.body as Record<string, string>).toString());
      }
      if (req.headers.encryption === 'RSA' && typeof xRsa === 'string') completeEncrypted(req, xRsa);
      next();
    } catch (error) {
      next(error);
    }
  };

  return { handlers, stateHandlers, requestFilter };
}
