/** member: profile, registration (rules from the register settings), passwords, VIP, referral, bank cards. */
import type { Schemas } from '@lobby/sdk';
import { refuse, SandboxError } from '../http/envelope';
import { defineHandlers } from '../http/operation';
import type { Ctx } from '../http/types';
import { now, runtime } from '../runtime';
import { BANKS, COUNTRIES, MAX_BANK_CARDS, REGISTER_MODES, VIP_LEVELS } from '../world/brand';
import { AGENT_TYPES, MEMBER_TYPE, type BankCard, type Member, type WorldState } from '../world/model';
import { addMember } from '../world/members';
import { checkBirthday, checkField, checkProfile, checkRegistration, profileOf } from '../world/registration';
import { provenByPhoneAuth } from '../phone-auth/backend';
import { mobileKey, useSms } from '../world/sms';
import type { World } from '../world/world';
import { assetUrl, findAccount, me, money, realMember, stamp } from './format';
import { captchaPassed, openSession, WEAK_PASSWORD } from './session';
import { agentByAffiliateCode } from './agent-access';
import { claimableCount } from './reward-centre';

function mobileTaken(state: WorldState, countryDialingCode: string, mobile: string): boolean {
  const key = mobileKey(countryDialingCode, mobile);
  return [...state.members.values()].some(
    (m) => m.mobile !== null && mobileKey(m.countryDialingCode, m.mobile) === key,
  );
}

function uplineFor(world: World, affiliateCode: string | undefined): Member | null {
  if (!affiliateCode) return null;
  const agent = agentByAffiliateCode(world.state, affiliateCode);
  if (!agent) throw refuse('invitation code error');
  return agent;
}

/** The member whose referral code (`R<id>`) this is, when they joined invite friends. */
function referrerFor(world: World, code: string | undefined): Member | null {
  const id = /^R(\d+)$/.exec(code?.trim() ?? '')?.[1];
  const member = id ? world.state.members.get(Number(id)) : undefined;
  return member && world.state.invitedFriends.has(member.id) ? member : null;
}

const isAgentType = (m: Member): boolean => AGENT_TYPES.includes(m.type);

function memberInfo(ctx: Ctx<'getMemberInfo'>): Schemas['MemberInfo'] {
  const m = me(ctx);
  const { state } = ctx.world;
  const vip = VIP_LEVELS[m.vipLevel];
  const agent = isAgentType(m);
  return {
    id: String(m.id),
    account: m.account,
    nickname: m.nickname,
    type: m.type,
    currency: 'VND',
    currencySymbol: '₫',
    balance: money(m.balance),
    mobileNum: m.mobile,
    countryDialingCode: m.mobile ? m.countryDialingCode : null,
    email: m.email,
    payeeName: m.profile.payeeName ?? null,
    hasPaymentPassword: m.paymentPassword !== null,
    hasBankCard: state.bankCards.some((c) => c.memberId === m.id),
    hasVip: m.vipLevel > 0,
    vipLabelName: vip?.labelName ?? null,
    vipRankLevel: m.vipLevel,
    unreadMessage: state.messages.filter((x) => x.memberId === m.id && !x.read).length,
    availablePromoCount: claimableCount(ctx.world, m),
    uplineAccount: m.uplineId === null ? null : (state.members.get(m.uplineId)?.account ?? null),
    enableSalary: agent,
    enableContract: agent,
    enableRealtimeSalary: agent,
    enableHourlySalary: agent,
    enableDividend: agent,
    registerTime: stamp(m.createdAt),
    lastLoginTime: m.lastLoginAt === null ? null : stamp(m.lastLoginAt),
  };
}

function register(ctx: Ctx<'register'>) {
  const { world, input } = ctx;
  // The image captcha is single use: checked (and spent) first, like the login's.
  if (runtime.registerCaptcha && !captchaPassed(world, input.captcha))
    throw refuse(input.captcha ? 'Incorrect captcha' : 'Please enter the captcha');
  const problem = checkRegistration(input, now());
  if (problem) throw refuse(problem);
  if (findAccount(world.state.members.values(), input.username)) throw refuse('username: already exists');
  if (input.mobileNum && mobileTaken(world.state, input.countryDialingCode ?? '+84', input.mobileNum))
    throw refuse('mobileNum: already registered');
  // A member's referral link fills the same code field as an agent's affiliate link.
  const referrer = referrerFor(world, input.affiliateCode);
  const upline = referrer ? null : uplineFor(world, input.affiliateCode);
  // With SMS verification on, a mobile number given on the username tab must be proven by the code
  // sendSmsRegister texted to it.
  if (input.mobileNum) checkPhoneDigits(input.countryDialingCode ?? '+84', input.mobileNum);
  if (
    REGISTER_MODES.smsVerification &&
    input.mobileNum &&
    !provenByPhoneAuth(world, input, input.countryDialingCode ?? '+84', input.mobileNum)
  ) {
    if (!input.verificationCode) throw refuse('verificationCode: is required');
    const verdict = useSms(
      world.state,
      input.countryDialingCode ?? '+84',
      input.mobileNum ?? '',
      input.verificationCode,
      'register',
    );
    if (verdict !== 'ok') throw refuse(verdict === 'expired' ? 'code-expired' : 'invalid-verification-code');
  }
  const member = addMember(
    world.state,
    {
      account: input.username.trim(),
      password: input.password,
      type: MEMBER_TYPE.player,
      uplineId: upline?.id ?? null,
      email: input.email ?? null,
      mobile: input.mobileNum ?? null,
      countryDialingCode: input.countryDialingCode ?? '+84',
      paymentPassword: input.paymentPassword ?? null,
      profile: {
        ...(input.payeeName ? { payeeName: input.payeeName } : {}),
        ...(input.birthday ? { birthday: input.birthday } : {}),
        ...profileOf(input),
      },
    },
    now(),
  );
  if (referrer) world.state.referrals.set(member.id, referrer.id);
  return {
    account: member.account,
    token: input.login === false ? null : openSession(world, member),
    firstTimeLogin: true,
  };
}

/** 'Phone must have {0} digits': a number has its country's length (without a trunk 0). */
function checkPhoneDigits(countryDialingCode: string, mobile: string): void {
  const country = COUNTRIES.find((c) => c.countryDialingCode === countryDialingCode.trim());
  const digits = mobile.trim().replace(/^0+/, '').length;
  if (country && digits !== country.mobileLength)
    throw refuse(`Phone must have ${country.mobileLength} digits`);
}

function registerMobile(ctx: Ctx<'registerMobile'>) {
  const { world, input } = ctx;
  const problem =
    checkField('password', input.password, true) ??
    (input.confirmPassword !== undefined && input.confirmPassword !== input.password
      ? 'inconsistent_twice'
      : null) ??
    checkProfile(input) ??
    checkBirthday(input.birthday, now());
  if (problem) throw refuse(problem);
  if (!/^0?\d{8,11}$/.test(input.mobile.trim())) throw refuse('invalid-phone-number');
  checkPhoneDigits(input.countryDialingCode, input.mobile);
  if (mobileTaken(world.state, input.countryDialingCode, input.mobile))
    throw refuse('mobile: already registered');
  if (!provenByPhoneAuth(world, input, input.countryDialingCode, input.mobile)) {
    const verdict = useSms(world.state, input.countryDialingCode, input.mobile, input.smsCode, 'register');
    if (verdict !== 'ok') throw refuse(verdict === 'expired' ? 'code-expired' : 'invalid-verification-code');
  }
  const upline = uplineFor(world, input.affiliateCode ?? input.inviteCode);
  // Mobile registration makes the username the mobile number.
  const account = input.mobile.trim().replace(/^0+/, '');
  if (findAccount(world.state.members.values(), account)) throw refuse('mobile: already registered');
  const member = addMember(
    world.state,
    {
      account,
      password: input.password,
      type: MEMBER_TYPE.player,
      uplineId: upline?.id ?? null,
      mobile: account,
      countryDialingCode: input.countryDialingCode,
      profile: { ...(input.birthday ? { birthday: input.birthday.trim() } : {}), ...profileOf(input) },
    },
    now(),
  );
  return {
    account: member.account,
    token: input.login === false ? null : openSession(world, member),
    firstTimeLogin: true,
  };
}

function changePassword(ctx: Ctx<'changePassword'>) {
  const m = me(ctx);
  const { oldPassword, newPassword, confirmNewPassword } = ctx.input;
  const forced = m.passwordExpired || m.password === WEAK_PASSWORD;
  if (oldPassword === undefined && !forced) throw refuse('oldPassword: is required');
  if (oldPassword !== undefined && oldPassword !== m.password) throw refuse('Incorrect old password');
  const problem = checkField('password', newPassword, true);
  if (problem) throw refuse(problem.replace(/^password/, 'newPassword'));
  if (newPassword !== confirmNewPassword) throw refuse('inconsistent_twice');
  if (newPassword === m.password) throw refuse('newPassword: must differ from the old password');
  m.password = newPassword;
  m.passwordExpired = false;
  return true;
}

/** A referred friend's account as the referrer sees it: first two and last letters. */
const masked = (account: string): string => `${account.slice(0, 2)}***${account.slice(-1)}`;

// The referrer earns 1% of each friend's first deposit; a friend who deposited has qualified.
function invitees(world: World, referrerId: number): Schemas['ReferralInvitee'][] {
  const friends = [...world.state.referrals]
    .filter(([, by]) => by === referrerId)
    .map(([id]) => world.state.members.get(id)!);
  return friends
    .sort((a, b) => b.createdAt - a.createdAt || b.id - a.id)
    .map((friend) => {
      const first = world.state.transactions
        .filter((t) => t.memberId === friend.id && t.type === 'DEPOSIT')
        .sort((a, b) => a.time - b.time)[0];
      return {
        account: masked(friend.account),
        registerTime: stamp(friend.createdAt),
        qualified: first !== undefined,
        reward: first ? money(Math.floor(first.amount / 100)) : 0,
      };
    });
}

function referral(ctx: Ctx<'getReferral'>): Schemas['Referral'] {
  const m = me(ctx);
  const joined = ctx.world.state.invitedFriends.has(m.id);
  const code = `R${m.id}`;
  const people = joined ? invitees(ctx.world, m.id) : [];
  return {
    joined,
    referralCode: joined ? code : null,
    referralUrl: joined ? `${ctx.origin}/register?referralCode=${code}` : null,
    invitedCount: people.length,
    qualifiedCount: people.filter((x) => x.qualified).length,
    totalReward: money(people.reduce((sum, x) => sum + Math.round(x.reward * 100), 0)),
    pendingReward: 0,
    rules: '<p>Invite friends: earn 1% of their first deposit.</p>',
    invitees: people,
  };
}

function cardView(c: BankCard): Schemas['BankCard'] {
  // Only the last four digits ever leave the server.
  return {
    bankCardId: c.id,
    bankCode: c.bankCode,
    bankName: c.bankName,
    cardNumber: `**** ${c.accountNumber.slice(-4)}`,
    accountName: c.accountName,
    branch: c.branch,
    isDefault: c.isDefault,
    createdTime: stamp(c.createdAt),
  };
}

/** Checks the member's payment password (transfers, withdrawals, bank cards). */
export function checkPaymentPassword(m: Member, paymentPassword: string): void {
  if (m.paymentPassword === null) throw refuse('Please set a payment password first');
  if (m.paymentPassword !== paymentPassword) throw refuse('Incorrect payment password');
}

// The payment password is 6 digits (the spec's pattern, checked before a resolver runs).
function setPaymentPassword(ctx: Ctx<'setPaymentPassword'>) {
  const m = realMember(ctx);
  const { loginPassword, paymentPassword, confirmPaymentPassword } = ctx.input;
  if (m.paymentPassword !== null) throw refuse('The payment password is already set');
  if (loginPassword !== m.password) throw refuse('Incorrect password');
  if (paymentPassword !== confirmPaymentPassword) throw refuse('inconsistent_twice');
  m.paymentPassword = paymentPassword;
  return true;
}

function changePaymentPassword(ctx: Ctx<'changePaymentPassword'>) {
  const m = realMember(ctx);
  const { oldPaymentPassword, newPaymentPassword, confirmNewPaymentPassword } = ctx.input;
  if (m.paymentPassword === null) throw refuse('Please set a payment password first');
  if (oldPaymentPassword !== m.paymentPassword) throw refuse('Incorrect payment password');
  if (newPaymentPassword !== confirmNewPaymentPassword) throw refuse('inconsistent_twice');
  if (newPaymentPassword === m.paymentPassword)
    throw refuse('newPaymentPassword: must differ from the old payment password');
  m.paymentPassword = newPaymentPassword;
  return true;
}

/** The member's bank cards in the spec's shape. */
export const bankCardsOf = (state: WorldState, m: Member): Schemas['BankCard'][] =>
  state.bankCards.filter((c) => c.memberId === m.id).map(cardView);

/** The member tag's handlers. */
export const memberHandlers = defineHandlers({
  getMemberInfo: memberInfo,
  getMemberIcon: (ctx: Ctx<'getMemberIcon'>) => (me(ctx), { url: assetUrl(ctx, 'images/avatar.svg') }),
  getConsolidatedFunds: (ctx: Ctx<'getConsolidatedFunds'>) => {
    const m = me(ctx);
    const pending = (type: string): number =>
      ctx.world.state.contracts.filter(
        (c) => c.downlineId === m.id && c.status === 'PENDING' && c.type === type,
      ).length;
    return {
      dailysalreqtype: pending('DAILY'),
      divtypereq: pending('DIVIDEND'),
      contracthoursalreqtype: pending('HOURLY'),
      realtimesalreqtype: pending('REALTIME'),
    };
  },
  register,
  registerMobile,
  changePassword,
  forgotPasswordEmail: (ctx: Ctx<'forgotPasswordEmail'>) => {
    const m = findAccount(ctx.world.state.members.values(), ctx.input.username);
    if (!m || m.email?.toLowerCase() !== ctx.input.email.trim().toLowerCase())
      throw refuse('Username/Email does not exist');
    return true;
  },
  setPasswordByPhone: (ctx: Ctx<'setPasswordByPhone'>) => {
    const { world, input } = ctx;
    const dialing = input.countryDialingCode ?? '+84';
    const key = mobileKey(dialing, input.mobileNum);
    const m = [...world.state.members.values()].find(
      (x) => x.mobile !== null && mobileKey(x.countryDialingCode, x.mobile) === key,
    );
    if (!m) throw refuse('Mobile number is not registered');
    const problem = checkField('password', input.newPassword, true);
    if (problem) throw refuse(problem.replace(/^password/, 'newPassword'));
    const verdict = useSms(world.state, dialing, input.mobileNum, input.verificationCode, 'password');
    if (verdict !== 'ok') throw refuse(verdict === 'expired' ? 'code-expired' : 'invalid-verification-code');
    m.password = input.newPassword;
    m.passwordExpired = false;
    return true;
  },
  getVipInfo: (ctx: Ctx<'getVipInfo'>) => {
    const m = me(ctx);
    const { state } = ctx.world;
    const deposit = state.transactions
      .filter((t) => t.memberId === m.id && t.type === 'DEPOSIT')
      .reduce((sum, t) => sum + t.amount, 0);
    const validBet = state.bets.filter((b) => b.memberId === m.id).reduce((sum, b) => sum + b.stake, 0);
    return {
      hasVip: m.vipLevel > 0,
      currentLevel: m.vipLevel,
      vipLabelName: VIP_LEVELS[m.vipLevel]?.labelName ?? null,
      depositAmount: money(deposit),
      validBetAmount: money(validBet),
      nextLevel: m.vipLevel + 1 < VIP_LEVELS.length ? m.vipLevel + 1 : null,
      levels: VIP_LEVELS.map((l) => ({ ...l, iconUrl: assetUrl(ctx, 'images/logo.svg') })),
    };
  },
  getReferral: referral,
  applyInviteFriend: (ctx: Ctx<'applyInviteFriend'>) => {
    const m = me(ctx);
    if (m.type === MEMBER_TYPE.trial) throw refuse('in_need_true_account');
    if (m.type !== MEMBER_TYPE.player)
      throw new SandboxError(403, 'invite friend only allowed player account to apply');
    ctx.world.state.invitedFriends.add(m.id);
    return referral(ctx);
  },
  setPaymentPassword,
  changePaymentPassword,
  listBankCards: (ctx: Ctx<'listBankCards'>) => ({
    list: bankCardsOf(ctx.world.state, me(ctx)),
    maxCards: MAX_BANK_CARDS,
    banks: BANKS.map((b) => ({ ...b, iconUrl: null })),
  }),
  addBankCard: (ctx: Ctx<'addBankCard'>) => {
    const m = me(ctx);
    const { state } = ctx.world;
    const { bankCode, cardNumber, accountName, branch, paymentPassword, isDefault } = ctx.input;
    checkPaymentPassword(m, paymentPassword);
    const bank = BANKS.find((b) => b.bankCode === bankCode);
    if (!bank) throw refuse('bankCode: unknown bank');
    const mine = state.bankCards.filter((c) => c.memberId === m.id);
    if (mine.length >= MAX_BANK_CARDS) throw refuse(`At most ${MAX_BANK_CARDS} bank cards`);
    if (mine.some((c) => c.accountNumber === cardNumber)) throw refuse('cardNumber: already added');
    const makeDefault = isDefault === true || mine.length === 0;
    if (makeDefault) for (const c of mine) c.isDefault = false;
    const card: BankCard = {
      id: `BC${state.nextId++}`,
      memberId: m.id,
      bankCode,
      bankName: bank.bankName,
      accountName: accountName.trim(),
      accountNumber: cardNumber,
      branch: branch ?? null,
      isDefault: makeDefault,
      createdAt: now(),
    };
    state.bankCards.push(card);
    return cardView(card);
  },
});
