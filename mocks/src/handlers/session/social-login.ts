/** Ways in without a password: social sign-in by a provider's id token, free play as a trial member. */
import { refuse } from '../../http/envelope';
import { defineHandlers } from '../../http/operation';
import type { Ctx } from '../../http/types';
import { now } from '../../runtime';
import { MEMBER_TYPE } from '../../world/model';
import { addMember } from '../../world/members';
import { verifyIdToken } from '../../social/id-token';
import { findAccount } from '../format';
import { loginResult } from './sessions';

// Refusals read like login's: the client shows the server's message.
const SOCIAL_TOKEN_INVALID = 'Social sign-in failed, please try again';
const SOCIAL_TOKEN_EXPIRED = 'Social sign-in expired, please try again';

function socialLogin(ctx: Ctx<'socialLogin'>) {
  const { world } = ctx;
  const claims = verifyIdToken(world.signingKey, ctx.input.provider, ctx.input.idToken, now());
  if (claims === 'expired') throw refuse(SOCIAL_TOKEN_EXPIRED);
  if (typeof claims === 'string') throw refuse(SOCIAL_TOKEN_INVALID);
  // One account per provider identity; its password is random, so only the provider signs it in.
  const account = `${ctx.input.provider}_${claims.sub}`;
  const member =
    findAccount(world.state.members.values(), account) ??
    addMember(
      world.state,
      {
        account,
        password: world.prng.hex(16),
        type: MEMBER_TYPE.player,
        nickname: claims.name,
        email: claims.email,
      },
      now(),
    );
  if (member.disabled) throw refuse('Account disabled, please contact your agent');
  return loginResult(world, member);
}

function freePlayLogin(ctx: Ctx<'freePlayLogin'>) {
  const { world } = ctx;
  // Trial members play with house credit that never leaves the sandbox.
  const trial = addMember(
    world.state,
    {
      account: `trial_${world.prng.hex(6)}`,
      password: world.prng.hex(16),
      type: MEMBER_TYPE.trial,
      nickname: 'Guest',
      balance: 200_000,
    },
    now(),
  );
  return loginResult(world, trial);
}

/** Social sign-in and free play. */
export const socialLoginHandlers = defineHandlers({ socialLogin, freePlayLogin });
