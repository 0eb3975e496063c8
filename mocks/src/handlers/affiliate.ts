/**
 * affiliate: the affiliate application (reconstructed). The bounds are the flows'
 * (`packages/flows/src/affiliate/rules.ts`); they are repeated here because the sandbox depends on the SDK
 * only, and a client that skips its own checks must still be refused field by field.
 */
import type { Schemas } from '@lobby/sdk';
import { refuse } from '../http/envelope';
import { defineHandlers } from '../http/operation';
import type { Ctx } from '../http/types';
import { now } from '../runtime';
import { AGENT_TYPES, type WorldState } from '../world/model';
import { stamp } from './format';

const LIMITS = { name: [2, 50], mobile: [6, 15], link: 200, message: 500 } as const;
const EMAIL = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/u;

const invalid = (field: string, message: string) =>
  refuse(message, { code: 'AFFILIATE_FIELD_INVALID', field });

/** Refuses the first field that breaks the application's rules, naming it. */
function checkFields(input: Schemas['AffiliateApplicationRequest']): void {
  const name = input.name.trim();
  if (name.length < LIMITS.name[0] || name.length > LIMITS.name[1])
    throw invalid('name', `Name: ${LIMITS.name[0]} to ${LIMITS.name[1]} characters`);
  if (!EMAIL.test(input.email.trim())) throw invalid('email', 'Email: enter a valid email address');
  const digits = input.mobile.trim();
  if (
    !input.countryDialingCode ||
    !/^[0-9]+$/u.test(digits) ||
    digits.length < LIMITS.mobile[0] ||
    digits.length > LIMITS.mobile[1]
  )
    throw invalid(
      'mobile',
      `Mobile: ${LIMITS.mobile[0]} to ${LIMITS.mobile[1]} digits with the country code`,
    );
  if (input.channels.length === 0) throw invalid('channels', 'Choose at least one promotion channel');
  const types = new Set<string>();
  for (const channel of input.channels) {
    if (types.has(channel.type)) throw invalid(`channels.${channel.type}`, 'Each channel once');
    types.add(channel.type);
    const link = channel.link.trim();
    if (!link || link.length > LIMITS.link)
      throw invalid(
        `channels.${channel.type}`,
        `Give the channel's URL or handle (up to ${LIMITS.link} characters)`,
      );
  }
  if ((input.message ?? '').trim().length > LIMITS.message)
    throw invalid('message', `Message: up to ${LIMITS.message} characters`);
  if (input.termsAccepted !== true) throw invalid('termsAccepted', 'Accept the affiliate terms to apply');
}

const pendingWith = (state: WorldState, email: string) =>
  state.affiliateApplications.find((a) => a.email.toLowerCase() === email.toLowerCase());

export const affiliateHandlers = defineHandlers({
  applyAffiliate: (ctx: Ctx<'applyAffiliate'>) => {
    const { input, member } = ctx;
    if (member && AGENT_TYPES.includes(member.type))
      throw refuse('Agent accounts already are affiliates', { code: 'AFFILIATE_ALREADY_AGENT' });
    checkFields(input);
    const { state } = ctx.world;
    const email = input.email.trim();
    const pending = pendingWith(state, email);
    if (pending)
      throw refuse(`An application with this email is already pending (reference ${pending.reference})`, {
        code: 'AFFILIATE_APPLICATION_PENDING',
        reference: pending.reference,
      });
    const application = {
      reference: `AF-${100000 + state.nextId++}`,
      memberId: member?.id ?? null,
      name: input.name.trim(),
      email,
      countryDialingCode: input.countryDialingCode,
      mobile: input.mobile.trim(),
      channels: input.channels.map((c) => ({ type: c.type, link: c.link.trim() })),
      expectedMonthlyPlayers: input.expectedMonthlyPlayers,
      message: input.message?.trim() || null,
      time: now(),
    };
    state.affiliateApplications.push(application);
    return {
      reference: application.reference,
      status: 'pending' as const,
      email,
      submittedTime: stamp(application.time),
    };
  },
});
