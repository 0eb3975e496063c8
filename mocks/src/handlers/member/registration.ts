/** Registration (rules from the register settings): by username, or by mobile number and SMS code. */
import { refuse } from '../../http/envelope';
import { defineHandlers } from '../../http/operation';
import type { Ctx } from '../../http/types';
import { provenByPhoneAuth } from '../../phone-auth/backend';
import { now, runtime } from '../../runtime';
import { COUNTRIES, REGISTER_MODES } from '../../world/brand';
import { addMember } from '../../world/members';
import { MEMBER_TYPE, type Member, type WorldState } from '../../world/model';
import {
  checkBirthday,
  checkField,
  checkProfile,
  checkRegistration,
  profileOf,
} from '../../world/registration';
import { mobileKey, useSms } from '../../world/sms';
import type { World } from '../../world/world';
import { agentByAffiliateCode } from '../agent-access';
import { findAccount } from '../format';
import { captchaPassed } from '../session/captcha';
import { openSession } from '../session/sessions';

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

/**
 * A mobile number given on the username tab has its country's length and, with SMS verification on,
 * is proven by the code sendSmsRegister texted to it (or by the phone-auth provider).
 */
function checkMobileProof(world: World, input: Ctx<'register'>['input']): void {
  if (!input.mobileNum) return;
  const dialingCode = input.countryDialingCode ?? '+84';
  checkPhoneDigits(dialingCode, input.mobileNum);
  if (!REGISTER_MODES.smsVerification || provenByPhoneAuth(world, input, dialingCode, input.mobileNum))
    return;
  if (!input.verificationCode) throw refuse('verificationCode: is required');
  const verdict = useSms(world.state, dialingCode, input.mobileNum, input.verificationCode, 'register');
  if (verdict !== 'ok') throw refuse(verdict === 'expired' ? 'code-expired' : 'invalid-verification-code');
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
  checkMobileProof(world, input);
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

/** The registration handlers. */
export const registrationHandlers = defineHandlers({ register, registerMobile });
