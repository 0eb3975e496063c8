/** The login password: changed by the member, or reset by e-mail or by an SMS code. */
import { refuse } from '../../http/envelope';
import { defineHandlers } from '../../http/operation';
import type { Ctx } from '../../http/types';
import { checkField } from '../../world/registration';
import { endSessionsOf } from '../../world/sessions';
import { mobileKey, useSms } from '../../world/sms';
import { findAccount, me } from '../format';
import { WEAK_PASSWORD } from '../session/sessions';

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
  // Whoever knew the old password is out: every other session of the member ends, this one goes on.
  endSessionsOf(ctx.world.state, m.id, 'PASSWORD_CHANGED', ctx.token);
  return true;
}

/** The login password handlers. */
export const passwordHandlers = defineHandlers({
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
    endSessionsOf(world.state, m.id, 'PASSWORD_CHANGED');
    return true;
  },
});
