import { CONTRACT_MAX_TIERS, CONTRACT_RATE_DECIMALS } from '../constants.js';
import type { Contract, ContractType, MemberInfo, Schemas } from '../ports/sdk.js';
import type { ValidationMessage } from '../validation/messages.js';

/** A threshold a contract tier can set (the ContractRule fields besides `rate`). */
export type ContractThreshold = Exclude<keyof Schemas['ContractRule'], 'rate'>;

/** The thresholds each contract type's tiers use (the ContractRule description). */
export const CONTRACT_THRESHOLDS: Readonly<Record<ContractType, readonly ContractThreshold[]>> = {
  DIVIDEND: ['activeMember', 'periodValidBet', 'periodProfitLoss'],
  DAILY: ['dailyBetAmount'],
  HOURLY: ['hourlyBetAmount'],
  REALTIME: ['dailyBetAmount'],
};

/** The member feature flag that turns each contract type on (dividends; daily, hourly, real-time wages). */
export const CONTRACT_TYPE_FLAGS = {
  DIVIDEND: 'enableDividend',
  DAILY: 'enableSalary',
  HOURLY: 'enableHourlySalary',
  REALTIME: 'enableRealtimeSalary',
} as const satisfies Record<ContractType, keyof MemberInfo>;

/** Every contract type, in the order the screens list them. */
export const CONTRACT_TYPES: readonly ContractType[] = ['DIVIDEND', 'DAILY', 'HOURLY', 'REALTIME'];

/** How often a dividend settles, in the order the offer form and the dividend report list them. */
export const SETTLEMENT_PERIODS = [
  'DAILY',
  'WEEKLY',
  'SEMI_MONTHLY',
  'MONTHLY',
] as const satisfies readonly Schemas['SettlementPeriod'][];

/** The contract types a member may use: contracts on, and the type's own feature on. */
export function enabledContractTypes(member: Partial<MemberInfo> | null | undefined): ContractType[] {
  if (member?.enableContract !== true) return [];
  return CONTRACT_TYPES.filter((type) => member[CONTRACT_TYPE_FLAGS[type]] === true);
}

/** A contract's rate: its highest tier. */
export function contractRate(contract: Pick<Contract, 'rules'>): number {
  return Math.max(0, ...contract.rules.map((rule) => rule.rate));
}

/** One tier as typed: the rate and the thresholds of the offer's type (blank = not set). */
export type ContractTierValues = { rate: string } & Partial<Record<ContractThreshold, string>>;

/** The offer form as typed. */
export interface ContractOfferValues {
  downlineAccount: string;
  /** Dividend contracts only; '' when not chosen. */
  periodType: Schemas['SettlementPeriod'] | '';
  tiers: ContractTierValues[];
}

/** What `contractOfferMachine` is created with: the type and the most a rate may be (the agent's own). */
export interface ContractOfferInput {
  type: ContractType;
  /** The agent's own active contract rate of this type; null when it has none (the server checks). */
  maxRate: number | null;
  trial?: boolean;
}

const DECIMAL = /^-?[0-9]+(\.[0-9]+)?$/u;
const RATE = new RegExp(`^[0-9]+(\\.[0-9]{1,${CONTRACT_RATE_DECIMALS}})?$`, 'u');

const parse = (value: string | undefined): number | null => {
  const trimmed = value?.trim() ?? '';
  return DECIMAL.test(trimmed) ? Number(trimmed) : null;
};

/** A threshold as typed: blank, or a number (a whole one for members; only profit and loss may be negative). */
function thresholdError(threshold: ContractThreshold, value: string | undefined): ValidationMessage | null {
  if ((value?.trim() ?? '') === '') return null;
  const number = parse(value);
  const whole = threshold === 'activeMember';
  const signed = threshold === 'periodProfitLoss';
  if (number === null || (whole && !Number.isInteger(number)) || (!signed && number < 0))
    return { key: 'contract_threshold_invalid' };
  return null;
}

/** A rate: a percent up to 100 with at most two decimals, and at most `max` when the agent's own is known. */
function rateError(value: string, max: number | null): ValidationMessage | null {
  const trimmed = value.trim();
  if (trimmed === '') return { key: 'validation_required' };
  const rate = RATE.test(trimmed) ? Number(trimmed) : null;
  if (rate === null || rate <= 0 || rate > 100)
    return { key: 'contract_rate_invalid', params: { decimals: CONTRACT_RATE_DECIMALS } };
  return max !== null && rate > max ? { key: 'contract_rate_max', params: { max } } : null;
}

/** The offer form's problems by field (`downlineAccount`, `periodType`, `tiers`, `tiers.<i>.<field>`). */
export function contractOfferErrors(
  input: ContractOfferInput,
  values: ContractOfferValues,
): Record<string, ValidationMessage> {
  const errors: Record<string, ValidationMessage> = {};
  if (values.downlineAccount.trim() === '') errors['downlineAccount'] = { key: 'validation_required' };
  if (input.type === 'DIVIDEND' && values.periodType === '')
    errors['periodType'] = { key: 'validation_required' };
  if (values.tiers.length === 0 || values.tiers.length > CONTRACT_MAX_TIERS)
    errors['tiers'] = { key: 'contract_tiers_count', params: { max: CONTRACT_MAX_TIERS } };
  let previous = -1;
  values.tiers.forEach((tier, index) => {
    const rate = rateError(tier.rate, input.maxRate);
    // A higher tier pays more: otherwise the lower one would never apply.
    if (rate) errors[`tiers.${index}.rate`] = rate;
    else if (Number(tier.rate) <= previous) errors[`tiers.${index}.rate`] = { key: 'contract_tiers_order' };
    previous = Math.max(previous, parse(tier.rate) ?? previous);
    for (const threshold of CONTRACT_THRESHOLDS[input.type]) {
      const problem = thresholdError(threshold, tier[threshold]);
      if (problem) errors[`tiers.${index}.${threshold}`] = problem;
    }
  });
  return errors;
}

/** The OfferContractRequest of a valid form: numbers, the type's thresholds only, blanks left out. */
export function contractOfferRequest(
  input: ContractOfferInput,
  values: ContractOfferValues,
): Schemas['OfferContractRequest'] {
  const rules = values.tiers.map((tier) => {
    const rule: Schemas['ContractRule'] = { rate: Number(tier.rate.trim()) };
    for (const threshold of CONTRACT_THRESHOLDS[input.type]) {
      const number = parse(tier[threshold]);
      if (number !== null) rule[threshold] = number;
    }
    return rule;
  });
  return {
    downlineAccount: values.downlineAccount.trim(),
    type: input.type,
    ...(input.type === 'DIVIDEND' && values.periodType !== '' ? { periodType: values.periodType } : {}),
    rules,
  };
}

/** Active downline contracts whose rate is above the offer's: accepting the offer terminates them. */
export function contractsEndedBy(offer: Contract, given: readonly Contract[]): Contract[] {
  const rate = contractRate(offer);
  return given.filter(
    (contract) =>
      contract.type === offer.type && contract.status === 'ACTIVE' && contractRate(contract) > rate,
  );
}
