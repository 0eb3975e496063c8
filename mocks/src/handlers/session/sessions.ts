/** A session's life: opened by any way in (with what the client must do next), ended by logout. */
import { defineHandlers } from '../../http/operation';
import type { Ctx } from '../../http/types';
import { now } from '../../runtime';
import type { Member } from '../../world/model';
import { admitSession, endSession } from '../../world/sessions';
import type { World } from '../../world/world';
import { me } from '../format';
import { checkNotExcluded, startSession } from '../responsible-gaming';

/** The weak default password that must be changed at login. */
export const WEAK_PASSWORD = '123456';

/** Starts a session for a member and returns its token. */
export function openSession(world: World, member: Member): string {
  const token = world.prng.hex(32);
  admitSession(world.state, token, member.id, now());
  startSession(world, token);
  return token;
}

/** Opens a session for a member who proved who they are: what every way in answers. */
export function loginResult(world: World, member: Member) {
  checkNotExcluded(world.state, member);
  const firstTimeLogin = member.loginCount === 0;
  member.loginCount++;
  member.lastLoginAt = now();
  return {
    token: openSession(world, member),
    firstTimeLogin,
    passwordExpired: member.passwordExpired || member.password === WEAK_PASSWORD,
    captcha: false,
  };
}

/** Logout: the token's session ends. */
export const logoutHandlers = defineHandlers({
  logout: (ctx: Ctx<'logout'>) => {
    me(ctx);
    if (ctx.token) endSession(ctx.world.state, ctx.token, 'LOGGED_OUT');
    return true;
  },
});
