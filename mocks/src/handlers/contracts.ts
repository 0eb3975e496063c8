/** contracts: dividend and salary contracts between an upline and its direct downlines. */
import type { Schemas } from '@lobby/sdk';
import { badRequest, notFound, refuse, SandboxError } from '../http/envelope';
import { defineHandlers } from '../http/operation';
import type { Ctx } from '../http/types';
import { now } from '../runtime';
import { contractRate, type Contract, type Member, type WorldState } from '../world/model';
import { isAgent } from '../world/team';
import { agentOf } from './agent-access';
import { findAccount, page, stamp } from './format';

const account = (state: WorldState, id: number): string => state.members.get(id)?.account ?? 'unknown';

function view(state: WorldState, c: Contract): Schemas['Contract'] {
  return {
    contractId: c.id,
    type: c.type,
    status: c.status,
    uplineAccount: account(state, c.uplineId),
    downlineAccount: account(state, c.downlineId),
    periodType: c.periodType,
    rules: c.rules.map((r) => ({ ...r })),
    createdTime: stamp(c.createdAt),
    respondedTime: c.respondedAt === null ? null : stamp(c.respondedAt),
    terminatedTime: c.terminatedAt === null ? null : stamp(c.terminatedAt),
    terminationReason: c.terminationReason,
    reason: c.reason,
  };
}

function contractFor(
  ctx: Ctx<'acceptContract'> | Ctx<'rejectContract'> | Ctx<'terminateContract'>,
  me: Member,
): Contract {
  const contract = ctx.world.state.contracts.find((c) => c.id === ctx.input.contractId);
  if (!contract || (contract.uplineId !== me.id && contract.downlineId !== me.id))
    throw notFound(`contract ${ctx.input.contractId}`);
  return contract;
}

function end(c: Contract, reason: NonNullable<Contract['terminationReason']>, text: string | null): void {
  c.status = 'TERMINATED';
  c.terminatedAt = now();
  c.terminationReason = reason;
  c.reason = text;
}

/** The contracts tag's handlers. */
export const contractHandlers = defineHandlers({
  listContracts: (ctx: Ctx<'listContracts'>) => {
    const me = agentOf(ctx);
    const { type, role, status, pageNo, pageSize } = ctx.input;
    const other = ctx.input.account?.trim().toLowerCase();
    const list = ctx.world.state.contracts
      .filter((c) => c.type === type && (role === 'upline' ? c.uplineId === me.id : c.downlineId === me.id))
      .filter((c) => !status || c.status === status)
      .filter(
        (c) =>
          !other ||
          account(ctx.world.state, role === 'upline' ? c.downlineId : c.uplineId)
            .toLowerCase()
            .includes(other),
      )
      .sort((a, b) => b.createdAt - a.createdAt)
      .map((c) => view(ctx.world.state, c));
    return page(list, pageNo, pageSize);
  },
  listPendingContracts: (ctx: Ctx<'listPendingContracts'>) => {
    const me = agentOf(ctx);
    return ctx.world.state.contracts
      .filter(
        (c) =>
          c.status === 'PENDING' && c.downlineId === me.id && (!ctx.input.type || c.type === ctx.input.type),
      )
      .map((c) => view(ctx.world.state, c));
  },
  offerContract: (ctx: Ctx<'offerContract'>) => {
    const me = agentOf(ctx);
    const { state } = ctx.world;
    const { downlineAccount, type, periodType, rules } = ctx.input;
    const downline = findAccount(state.members.values(), downlineAccount);
    if (!downline || downline.uplineId !== me.id)
      throw refuse('Contracts can only be offered to a direct downline');
    // Only agents can answer an offer in the agent centre.
    if (!isAgent(downline)) throw refuse('Contracts can only be offered to agent downlines');
    if (rules.length === 0) throw badRequest('body.rules: at least one rule is required');
    const rate = contractRate({ rules });
    // An upline cannot pass on more than it earns itself.
    const own = state.contracts.find(
      (c) => c.type === type && c.downlineId === me.id && c.status === 'ACTIVE',
    );
    if (own && rate > contractRate(own))
      throw refuse(`The rate cannot exceed your own ${contractRate(own)}%`);
    if (
      state.contracts.some((c) => c.type === type && c.downlineId === downline.id && c.status === 'PENDING')
    )
      throw refuse('A pending contract of this type already exists');
    const contract: Contract = {
      id: `C${state.nextId++}`,
      type,
      uplineId: me.id,
      downlineId: downline.id,
      periodType: periodType ?? null,
      rules: rules.map((r) => ({ ...r })),
      status: 'PENDING',
      createdAt: now(),
      respondedAt: null,
      terminatedAt: null,
      terminationReason: null,
      reason: null,
    };
    state.contracts.push(contract);
    return view(state, contract);
  },
  acceptContract: (ctx: Ctx<'acceptContract'>) => {
    const me = agentOf(ctx);
    const { state } = ctx.world;
    const contract = contractFor(ctx, me);
    if (contract.downlineId !== me.id) throw new SandboxError(403, 'Only the downline can accept a contract');
    if (contract.status !== 'PENDING') throw refuse(`The contract is ${contract.status.toLowerCase()}`);
    const rate = contractRate(contract);
    for (const c of state.contracts) {
      if (c !== contract && c.type === contract.type && c.downlineId === me.id && c.status === 'ACTIVE')
        end(c, 'SYSTEM', 'Replaced by a new contract');
    }
    contract.status = 'ACTIVE';
    contract.respondedAt = now();
    // Accepting a lower rate than a downline already has terminates that downline's contract.
    const terminated: string[] = [];
    for (const c of state.contracts) {
      if (
        c.type === contract.type &&
        c.uplineId === me.id &&
        c.status === 'ACTIVE' &&
        contractRate(c) > rate
      ) {
        end(c, 'LOWER_RATE_ACCEPTED', `Upline accepted ${rate}%`);
        terminated.push(c.id);
      }
    }
    return { contract: view(state, contract), terminatedContractIds: terminated };
  },
  rejectContract: (ctx: Ctx<'rejectContract'>) => {
    const me = agentOf(ctx);
    const contract = contractFor(ctx, me);
    if (contract.downlineId !== me.id) throw new SandboxError(403, 'Only the downline can reject a contract');
    if (contract.status !== 'PENDING') throw refuse(`The contract is ${contract.status.toLowerCase()}`);
    contract.status = 'REJECTED';
    contract.respondedAt = now();
    contract.reason = ctx.input.reason ?? null;
    return view(ctx.world.state, contract);
  },
  terminateContract: (ctx: Ctx<'terminateContract'>) => {
    const me = agentOf(ctx);
    const contract = contractFor(ctx, me);
    if (contract.status !== 'ACTIVE' && contract.status !== 'PENDING')
      throw refuse(`The contract is ${contract.status.toLowerCase()}`);
    end(contract, contract.uplineId === me.id ? 'BY_UPLINE' : 'BY_DOWNLINE', ctx.input.reason ?? null);
    return view(ctx.world.state, contract);
  },
});
