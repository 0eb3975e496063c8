/**
 * An agent offers a contract to a direct downline and the downline accepts it, through the agent centre's machines:
 * `contractsMachine` for each side's book, `contractOfferMachine` for the offer.
 */
import { createActor } from 'xstate';
import type { LobbySdk } from '@lobby/sdk';
import {
  contractOfferActors,
  contractOfferMachine,
  contractRate,
  contractsActors,
  contractsMachine,
  enabledContractTypes,
  type Contract,
  type ContractType,
} from '../../src/index.js';
import { reach, step, submitForm, type QaContext } from '../qa-steps.js';

/** The type offered: daily wages when the agent has them (a flat rate, no settlement period), else the first it has. */
export function offerType(agent: Parameters<typeof enabledContractTypes>[0]): ContractType | null {
  const types = enabledContractTypes(agent);
  return types.includes('DAILY') ? 'DAILY' : (types[0] ?? null);
}

/** A contract book of one type, loaded as the agent centre's panel loads it. */
async function openBook(qa: QaContext, sdk: LobbySdk, type: ContractType) {
  const book = createActor(contractsMachine.provide({ actors: contractsActors(sdk) }), {
    input: { type },
  }).start();
  await reach(
    book,
    { describe: 'contracts.ready', ok: (s) => s.matches('ready') && s.context.error === null },
    (s) => s.matches('ready'),
    qa.config.stepTimeoutMs,
  );
  return book;
}

/** The agent's offer at its own rate of the type (1% without one): the answer is a PENDING contract. */
export async function offerContract(qa: QaContext, sdk: LobbySdk, type: ContractType, downline: string) {
  let offer: Contract | undefined;
  await step(qa, 'contract', `agent offers ${type} to ${downline}`, async () => {
    const book = await openBook(qa, sdk, type);
    const own = book.getSnapshot().context.book.mine.find((c) => c.status === 'ACTIVE');
    const maxRate = own ? contractRate(own) : null;
    const form = createActor(contractOfferMachine.provide({ actors: contractOfferActors(sdk) }), {
      input: { type, maxRate },
    }).start();
    const values = {
      downlineAccount: downline,
      periodType: type === 'DIVIDEND' ? 'MONTHLY' : '',
      tiers: [{ rate: String(maxRate ?? 1) }],
    };
    const sent = await submitForm<Contract>(qa, form, values);
    offer = sent.result;
    if (offer.status !== 'PENDING') throw new Error(`the offer answered ${offer.status}, expected PENDING`);
    const ownRate = maxRate === null ? 'none' : `${maxRate}%`;
    return `${sent.state} (${offer.contractId} ${offer.status} at ${contractRate(offer)}%, agent's own rate ${ownRate})`;
  });
  return offer as Contract;
}

/** The downline finds the offer among its pending ones and accepts it (confirming when it ends its own downlines' contracts). */
export async function acceptContract(qa: QaContext, sdk: LobbySdk, offer: Contract) {
  await step(qa, 'contract', `${offer.downlineAccount} accepts ${offer.contractId}`, async () => {
    const book = await openBook(qa, sdk, offer.type);
    const pending = book.getSnapshot().context.book.pending.map((c) => c.contractId);
    if (!pending.includes(offer.contractId))
      throw new Error(
        `contracts.ready without ${offer.contractId} among the pending offers [${pending.join(', ')}]`,
      );
    book.send({ type: 'ACCEPT', contractId: offer.contractId });
    const warned = book.getSnapshot().matches('confirmingLowerRate');
    if (warned) book.send({ type: 'CONFIRM' });
    const accepted = (s: ReturnType<typeof book.getSnapshot>) =>
      s.context.book.mine.some((c) => c.contractId === offer.contractId && c.status === 'ACTIVE');
    const done = await reach(
      book,
      {
        describe: `contracts.ready with ${offer.contractId} ACTIVE`,
        ok: (s) => s.matches('ready') && accepted(s),
      },
      (s) => s.matches('ready'),
      qa.config.stepTimeoutMs,
    );
    const ended = done.context.terminated.length;
    return `contracts.ready (${offer.contractId} ACTIVE${warned ? `, confirmed ending ${ended} downline contracts` : ''})`;
  });
}
