/**
 * The slices of `LobbySdk` the flows call. Each machine's actor factory takes only the slice it
 * needs, so tests hand it small fakes and the web hands it the real SDK.
 */
import type { LobbySdk, OperationInput, OperationOutput, Schemas } from '@lobby/sdk';

export type { CallOptions, Schemas } from '@lobby/sdk';

/** Picks some operations of one SDK tag. */
export type SdkSlice<T extends keyof LobbySdk, K extends keyof LobbySdk[T]> = { [P in T]: Pick<LobbySdk[T], K> };

export type LoginInput = OperationInput<'login'>;
export type LoginValue = OperationOutput<'login'>;
export type MemberInfo = Schemas['MemberInfo'];
export type SystemStatus = Schemas['SystemStatus'];
export type WhitelabelNode = Schemas['WhitelabelNode'];
export type RegisterSettings = Schemas['RegisterSettings'];
export type RegisterFieldSetting = Schemas['RegisterFieldRule'];
export type RegisterRequest = Schemas['RegisterRequest'];
export type RegisterMobileRequest = Schemas['RegisterMobileRequest'];
export type Contract = Schemas['Contract'];
export type ContractType = Schemas['ContractType'];
export type Announcement = Schemas['Announcement'];
export type GameCard = Schemas['GameCard'];
export type GameLaunch = Schemas['GameLaunch'];
export type WithdrawalConfirmation = Schemas['WithdrawalConfirmation'];
export type ConfirmWithdrawalStatus = Schemas['ConfirmWithdrawalRequest']['status'];
export type FeedbackQuestionType = Schemas['FeedbackQuestionType'];
