/**
 * Every operation of the spec has a handler, and every one answers a valid call with a response the
 * SDK's run-time validators accept (and the sandbox's own strict check of the full schema).
 */
import { type LobbySdk, type OperationId, type OperationInput } from '@lobby/sdk';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { handledOperations, unknownOperations } from '../http/operation';
import { operations } from '../spec/document';
import { EXAMPLE_AFFILIATE_APPLICATION } from '../testing/examples';
import { imageBytes } from '../testing/image-bytes';
import { useSandboxServer } from '../testing/use-sandbox-server';
import { now, runtime } from '../runtime';
import { sandboxIdToken } from '../social/id-token';
import { stamp } from './format';
import { SANDBOX_IDENTITIES } from './social-provider';

type Who = 'anonymous' | 'demo' | 'agent' | 'sub1' | 'sub2' | 'newbie';
type Sample<Id extends OperationId> = { as: Who; input: () => OperationInput<Id> };
type Samples = { [Id in OperationId]: Sample<Id> };

const today = stamp(Date.now()).slice(0, 10);
const monthAgo = stamp(Date.now() - 30 * 86_400_000).slice(0, 10);
const days = { startDate: monthAgo, endDate: today };
const device = () => randomUUID();
const key = () => ({ 'Idempotency-Key': randomUUID() });
const PAY = '246810';
const png = () => new Blob([imageBytes('image/png', 64)], { type: 'image/png' });

// Typed as every OperationId, so a new operation in the spec fails typecheck until it has a sample.
const samples: Samples = {
  getRsaKey: { as: 'anonymous', input: () => ({}) },
  applyAffiliate: {
    as: 'anonymous',
    input: () => ({
      ...EXAMPLE_AFFILIATE_APPLICATION,
      channels: [...EXAMPLE_AFFILIATE_APPLICATION.channels],
    }),
  },
  login: {
    as: 'anonymous',
    input: () => ({ username: 'newbie', password: 'newbie1234', type: 'username', loginDeviceId: device() }),
  },
  loginVerify: {
    as: 'anonymous',
    input: () => ({
      username: 'verify',
      password: 'verify1234',
      verificationCode: 'filled-in',
      loginDeviceId: device(),
    }),
  },
  socialLogin: {
    as: 'anonymous',
    input: () => ({
      provider: 'google',
      idToken: sandboxIdToken(runtime.world.signingKey, 'google', SANDBOX_IDENTITIES[0], now()),
      loginDeviceId: device(),
    }),
  },
  freePlayLogin: { as: 'anonymous', input: () => ({ loginDeviceId: device(), os: 'Linux' }) },
  logout: { as: 'demo', input: () => ({}) },
  getCaptcha: { as: 'anonymous', input: () => ({}) },
  sendSmsNoLogin: {
    as: 'anonymous',
    input: () => ({ mobileNum: '912345678', countryDialingCode: '+84', purpose: 'FORGOT_PASSWORD' }),
  },
  sendSmsRegister: {
    as: 'anonymous',
    input: () => ({ mobileNo: '933333333', countryDialingCode: '+84', regType: 'mobile' }),
  },
  getSystemStatus: { as: 'anonymous', input: () => ({}) },
  getWhitelabel: { as: 'anonymous', input: () => ({}) },
  getRegisterSettings: { as: 'anonymous', input: () => ({}) },
  getDomainRoute: { as: 'anonymous', input: () => ({ domain: '127.0.0.1' }) },
  getHelpCenter: { as: 'anonymous', input: () => ({ lang: 'EN', device: 'WEB' }) },
  listCountryCodes: { as: 'anonymous', input: () => ({}) },
  getMerchantWallet: { as: 'anonymous', input: () => ({}) },
  getMemberInfo: { as: 'demo', input: () => ({}) },
  getMemberIcon: { as: 'demo', input: () => ({}) },
  getConsolidatedFunds: { as: 'sub2', input: () => ({}) },
  register: {
    as: 'anonymous',
    input: () => ({
      username: 'Newplayer1',
      password: 'abc12345',
      confirmPassword: 'abc12345',
      payeeName: 'New Player',
      birthday: '1990-01-01',
      mobileNum: '944444444',
      countryDialingCode: '+84',
      verificationCode: 'filled-in',
      registerMethod: 'WEB',
      affiliateCode: 'AGENT01',
      address: '1 Main Street, Hanoi',
      nationality: 'VN',
    }),
  },
  registerMobile: {
    as: 'anonymous',
    input: () => ({
      mobile: '933333333',
      password: 'abc12345',
      confirmPassword: 'abc12345',
      smsCode: 'filled-in',
      countryDialingCode: '+84',
      registerMethod: 'WEB',
      address: '1 Main Street, Hanoi',
      nationality: 'VN',
      birthday: '1990-05-17',
    }),
  },
  changePassword: {
    as: 'demo',
    input: () => ({ oldPassword: 'demo1234', newPassword: 'demo5678', confirmNewPassword: 'demo5678' }),
  },
  forgotPasswordEmail: { as: 'anonymous', input: () => ({ username: 'demo', email: 'demo@example.com' }) },
  setPasswordByPhone: {
    as: 'anonymous',
    input: () => ({
      newPassword: 'demo9999',
      mobileNum: '912345678',
      countryDialingCode: '+84',
      verificationCode: 'filled-in',
    }),
  },
  getVipInfo: { as: 'demo', input: () => ({}) },
  getReferral: { as: 'demo', input: () => ({}) },
  applyInviteFriend: { as: 'demo', input: () => ({}) },
  listBankCards: { as: 'demo', input: () => ({}) },
  addBankCard: {
    as: 'demo',
    input: () => ({
      bankCode: 'TCB',
      cardNumber: '190312345678',
      accountName: 'Demo Player',
      paymentPassword: PAY,
    }),
  },
  setPaymentPassword: {
    as: 'newbie',
    input: () => ({
      loginPassword: 'newbie1234',
      paymentPassword: '135790',
      confirmPaymentPassword: '135790',
    }),
  },
  changePaymentPassword: {
    as: 'demo',
    input: () => ({
      oldPaymentPassword: PAY,
      newPaymentPassword: '135790',
      confirmNewPaymentPassword: '135790',
    }),
  },
  checkAffiliate: { as: 'anonymous', input: () => ({ code: 'AGENT01', domain: '127.0.0.1' }) },
  listAgentAnnouncements: { as: 'agent', input: () => ({}) },
  getTeamOverview: { as: 'agent', input: () => days },
  registerDownline: {
    as: 'agent',
    input: () => ({
      username: 'Downline9',
      password: 'abc12345',
      confirmPassword: 'abc12345',
      role: 'PLAYER',
    }),
  },
  listDownlines: { as: 'agent', input: () => ({ parentAccount: 'sub1', pageNo: 1, pageSize: 20 }) },
  getAffiliateLink: { as: 'agent', input: () => ({}) },
  updateDownline: { as: 'agent', input: () => ({ memberId: '1002', remark: 'VIP prospect' }) },
  getPalStatements: { as: 'agent', input: () => days },
  getRevenueReport: { as: 'agent', input: () => days },
  listDownlineTransactions: { as: 'agent', input: () => days },
  listDividendRecords: { as: 'agent', input: () => ({ ...days, role: 'upline' }) },
  listDailyWages: { as: 'agent', input: () => days },
  listHourlyWages: { as: 'agent', input: () => ({ startDate: today, endDate: today }) },
  listRealtimeWages: { as: 'agent', input: () => ({ startDate: today, endDate: today }) },
  listContracts: { as: 'agent', input: () => ({ type: 'DIVIDEND', role: 'upline' }) },
  listPendingContracts: { as: 'sub2', input: () => ({}) },
  offerContract: {
    as: 'agent',
    input: () => ({ downlineAccount: 'sub3', type: 'DAILY', rules: [{ rate: 1.2, activeMember: 2 }] }),
  },
  acceptContract: { as: 'sub2', input: () => ({ contractId: 'filled-in' }) },
  rejectContract: { as: 'sub1', input: () => ({ contractId: 'filled-in', reason: 'Not now' }) },
  terminateContract: { as: 'agent', input: () => ({ contractId: 'filled-in', reason: 'Restructuring' }) },
  getBalance: { as: 'demo', input: () => ({}) },
  walletTransfer: {
    as: 'demo',
    input: () => ({ ...key(), fromWallet: 'MAIN', toWallet: 'PG', amount: 100 }),
  },
  listDepositMethods: { as: 'demo', input: () => ({}) },
  createDeposit: { as: 'demo', input: () => ({ ...key(), methodId: 'MOMO', amount: 500 }) },
  listDeposits: { as: 'demo', input: () => ({ ...days, pageNo: 1, pageSize: 20 }) },
  getWithdrawInfo: { as: 'demo', input: () => ({}) },
  createWithdrawal: {
    as: 'demo',
    input: () => ({ ...key(), bankCardId: 'filled-in', amount: 200, paymentPassword: PAY }),
  },
  listWithdrawals: { as: 'demo', input: () => ({ ...days, pageNo: 1, pageSize: 20 }) },
  listWithdrawalConfirmations: { as: 'demo', input: () => ({}) },
  confirmWithdrawal: {
    as: 'demo',
    input: () => ({ ...key(), withdrawalId: 'filled-in', status: 'NOT_RECEIVED', proof: [png(), png()] }),
  },
  transferToUpline: { as: 'demo', input: () => ({ ...key(), amount: 50, paymentPassword: PAY }) },
  transferToDownline: {
    as: 'agent',
    input: () => ({ ...key(), downlineAccount: 'sub1', amount: 75, paymentPassword: PAY }),
  },
  getMoneyRequest: { as: 'demo', input: () => ({ idempotencyKey: 'filled-in' }) },
  listBetRecords: { as: 'demo', input: () => days },
  listTransactions: { as: 'demo', input: () => days },
  getPersonalProfit: { as: 'demo', input: () => days },
  listBonusDetails: { as: 'demo', input: () => days },
  getGameMenus: { as: 'anonymous', input: () => ({}) },
  launchGame: { as: 'demo', input: () => ({ nodeId: 10001, vassalage: 'TCG_LOTTO_VN', gameType: 'LOTT' }) },
  listPvpRooms: { as: 'demo', input: () => ({ vassalage: 'KM' }) },
  listGames: { as: 'anonymous', input: () => ({ gameType: 'RNG', pageNo: 1, pageSize: 20 }) },
  listHotGames: { as: 'anonymous', input: () => ({}) },
  listVendorTypes: { as: 'anonymous', input: () => ({}) },
  listVendors: { as: 'anonymous', input: () => ({}) },
  getFavouriteIds: { as: 'demo', input: () => ({}) },
  addFavourite: { as: 'demo', input: () => ({ nodeId: 10500 }) },
  removeFavourite: { as: 'demo', input: () => ({ nodeId: 10500 }) },
  listFavourites: { as: 'demo', input: () => ({ pageNo: 1, pageSize: 999, gameType: 'RNG' }) },
  listRecentGames: { as: 'demo', input: () => ({ page: 1, pageSize: 20, gameType: 'RNG' }) },
  getWinnerBoard: { as: 'anonymous', input: () => ({ gameCategory: 'ALL', limitNum: 20 }) },
  getJackpot: { as: 'anonymous', input: () => ({}) },
  getLotteryMenu: { as: 'demo', input: () => ({ prizeMode: 'LOTT', device: 'WEB' }) },
  getLotteryRecent: { as: 'demo', input: () => ({ prizeMode: 'LOTT', device: 'WEB' }) },
  getLotteryLobby: {
    as: 'demo',
    input: () => ({
      lottoArea: 'VN',
      launchMode: 'LOTT',
      lottoPrizeMode: 'LOTT',
      lottoView: 'lobby',
      device: 'WEB',
    }),
  },
  listOpenNumbers: { as: 'anonymous', input: () => ({}) },
  listLottoOpenNumbers: {
    as: 'anonymous',
    input: () => ({ gameCode: 'TCG_LOTTO_VN_001', pageNo: 1, pageSize: 20 }),
  },
  listAnnouncements: {
    as: 'anonymous',
    input: () => ({ types: 'B,PL,PU,PR', platform: 'W', execution: 'B' }),
  },
  getNotices: { as: 'anonymous', input: () => ({ types: 'B,PL,PU,PR', platform: 'W', execution: 'B' }) },
  listPromotions: { as: 'anonymous', input: () => ({ platform: 'W' }) },
  claimRafflePromotion: { as: 'demo', input: () => ({ ...key(), promotionId: '507' }) },
  listActivities: { as: 'demo', input: () => ({ pageNo: 1, pageSize: 20 }) },
  applyActivity: {
    as: 'demo',
    input: () => ({ promotionId: '502', comment: 'My big win', images: [png()] }),
  },
  sendFeedback: {
    as: 'demo',
    input: () => ({ questionType: 'GAME', content: 'The slots lobby loads slowly on my phone' }),
  },
  getUnreadCount: { as: 'demo', input: () => ({}) },
  listMessages: { as: 'demo', input: () => ({ pageNo: 1, pageSize: 20 }) },
  readMessage: { as: 'demo', input: () => ({ messageId: 'filled-in' }) },
  deleteMessage: { as: 'demo', input: () => ({ messageId: 'filled-in' }) },
  getPointsBalance: { as: 'demo', input: () => ({}) },
  listPointRewards: { as: 'demo', input: () => ({ pageNo: 1, pageSize: 20 }) },
  redeemPointReward: {
    as: 'demo',
    input: () => ({ ...key(), rewardId: 'R001', quantity: 1, password: 'demo1234' }),
  },
  listPointRedeems: { as: 'demo', input: () => ({ pageNo: 1, pageSize: 20 }) },
  getPointsConfig: { as: 'demo', input: () => ({}) },
  getPointTransaction: { as: 'demo', input: () => ({ pageNo: 1, pageSize: 20 }) },
  convertPoints: { as: 'demo', input: () => ({ ...key(), points: 500, password: 'demo1234' }) },
  listRewardCenter: { as: 'demo', input: () => ({ pageNo: 1, pageSize: 20 }) },
  claimReward: { as: 'demo', input: () => ({ ...key(), rewardId: 'filled-in' }) },
  getMissionSummary: { as: 'demo', input: () => ({}) },
  getMissionLeaderboard: { as: 'demo', input: () => ({ period: 'WEEKLY' }) },
  listChatModels: { as: 'anonymous', input: () => ({}) },
  launchChat: { as: 'anonymous', input: () => ({ modelId: 'LC01' }) },
  getResponsibleGaming: { as: 'demo', input: () => ({}) },
  setDepositLimit: { as: 'demo', input: () => ({ period: 'DAILY', amount: 1000 }) },
  setRealityCheck: { as: 'demo', input: () => ({ intervalMinutes: 30 }) },
  getSessionSummary: { as: 'demo', input: () => ({}) },
  startExclusion: { as: 'demo', input: () => ({ kind: 'TIME_OUT', period: '24h' }) },
};

const sandbox = useSandboxServer();

const lastCode = async (mobile: string) =>
  ((await sandbox().control('GET', `sms/last?mobile=${mobile}`)) as { code: string }).code;

type Filler = (sdk: LobbySdk) => Promise<Record<string, unknown>>;

const contractFields = {
  acceptContract: async (sdk) => ({
    contractId: (await sdk.contracts.listPendingContracts({ type: 'DIVIDEND' }))[0]?.contractId,
  }),
  rejectContract: async (sdk) => ({
    contractId: (await sdk.contracts.listPendingContracts({ type: 'HOURLY' }))[0]?.contractId,
  }),
  terminateContract: async (sdk) => ({
    contractId: (await sdk.contracts.listContracts({ type: 'DAILY', role: 'upline', status: 'ACTIVE' }))
      .list[0]?.contractId,
  }),
} satisfies Partial<Record<OperationId, Filler>>;

const codeFields = {
  loginVerify: async () => {
    await sandbox().sdk().session.login({
      username: 'verify',
      password: 'verify1234',
      type: 'username',
      loginDeviceId: device(),
    });
    return { verificationCode: await lastCode('900000001') };
  },
  registerMobile: async () => ({ smsCode: await lastCode('933333333') }),
  register: async () => {
    await sandbox().sdk().verification.sendSmsRegister({
      mobileNo: '944444444',
      countryDialingCode: '+84',
      regType: 'username',
    });
    return { verificationCode: await lastCode('944444444') };
  },
  setPasswordByPhone: async () => ({ verificationCode: await lastCode('912345678') }),
} satisfies Partial<Record<OperationId, Filler>>;

const firstMessage: Filler = async (sdk) => ({
  messageId: (await sdk.content.listMessages({ pageNo: 1, pageSize: 1 })).list[0]?.messageId,
});

const idFields = {
  createWithdrawal: async (sdk) => ({ bankCardId: (await sdk.member.listBankCards()).list[0]?.bankCardId }),
  getMoneyRequest: async (sdk) => {
    const sent = randomUUID();
    await sdk.wallet.walletTransfer({
      'Idempotency-Key': sent,
      fromWallet: 'MAIN',
      toWallet: 'PG',
      amount: 10,
    });
    return { idempotencyKey: sent };
  },
  confirmWithdrawal: async (sdk) => ({
    withdrawalId: (await sdk.wallet.listWithdrawalConfirmations({})).list.find((w) => w.status === 'PENDING')
      ?.withdrawalId,
  }),
  readMessage: firstMessage,
  deleteMessage: firstMessage,
  claimReward: async (sdk) => ({
    rewardId: (await sdk.rewards.listRewardCenter({ pageNo: 1, pageSize: 20, status: 'issued' })).list[0]
      ?.rewardId,
  }),
} satisfies Partial<Record<OperationId, Filler>>;

/** The fields that only exist at run time (codes sent, contracts offered, messages, withdrawals), by operation. */
const liveFields: Partial<Record<OperationId, Filler>> = { ...codeFields, ...contractFields, ...idFields };

/** Fills ids that only exist at run time into the sample input. */
async function live(
  id: OperationId,
  input: Record<string, unknown>,
  sdk: LobbySdk,
): Promise<Record<string, unknown>> {
  const fill = liveFields[id];
  return fill ? { ...input, ...(await fill(sdk)) } : input;
}

describe('handler coverage', () => {
  it('has a handler for every operationId of the spec and none for unknown ones', () => {
    const missing = operations.map((o) => o.operationId).filter((id) => !handledOperations.has(id));
    expect(missing).toEqual([]);
    expect([...unknownOperations]).toEqual([]);
  });

  it.each(operations.map((o) => [o.operationId, o.tag] as const))(
    '%s answers a valid call with a value the spec allows',
    async (operationId, tag) => {
      const id = operationId as OperationId;
      const sample = samples[id];
      expect(sample, `no sample for ${id}`).toBeDefined();
      const passwords: Record<Who, string> = {
        anonymous: '',
        demo: 'demo1234',
        agent: 'agent1234',
        sub1: 'pass1234',
        sub2: 'pass1234',
        newbie: 'newbie1234',
      };
      const sdk =
        sample.as === 'anonymous'
          ? sandbox().sdk()
          : await sandbox().loginAs(sample.as, passwords[sample.as]);
      if (id === 'sendSmsNoLogin' || id === 'setPasswordByPhone')
        await sandbox().sdk().verification.sendSmsNoLogin({
          mobileNum: '912345678',
          countryDialingCode: '+84',
          purpose: 'FORGOT_PASSWORD',
        });
      if (id === 'registerMobile')
        await sandbox().sdk().verification.sendSmsRegister({
          mobileNo: '933333333',
          countryDialingCode: '+84',
          regType: 'mobile',
        });
      const input = await live(id, sample.input() as Record<string, unknown>, sdk);
      const group = (sdk as unknown as Record<string, Record<string, (input: unknown) => Promise<unknown>>>)[
        tag
      ];
      const value = await group![id]!(input);
      expect(value).not.toBeUndefined();
    },
  );
});
