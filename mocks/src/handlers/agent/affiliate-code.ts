/** The agent's affiliate code: checking one (the register form) and the agent's own link. */
import { defineHandlers } from '../../http/operation';
import type { Ctx } from '../../http/types';
import { affiliateCodeOf } from '../../world/brand';
import { agentByAffiliateCode, agentOf } from '../agent-access';

/** The affiliate code handlers. */
export const affiliateCodeHandlers = defineHandlers({
  checkAffiliate: (ctx: Ctx<'checkAffiliate'>) => {
    const agent = agentByAffiliateCode(ctx.world.state, ctx.input.code);
    return { code: ctx.input.code, valid: agent !== undefined, agentAccount: agent?.account ?? null };
  },
  getAffiliateLink: (ctx: Ctx<'getAffiliateLink'>) => {
    const me = agentOf(ctx);
    const code = affiliateCodeOf(me);
    return { code, url: `${ctx.origin}/register?referralCode=${encodeURIComponent(code)}` };
  },
});
