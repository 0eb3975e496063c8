/**
 * The slices of `LobbySdk` the flows call. Each machine's actor factory takes only the slice it
 * needs, so tests hand it small fakes and the web hands it the real SDK.
 */
import type { LobbySdk, OperationInput, OperationOutput, Schemas } from '@lobby/sdk';

export type { CallOptions, Schemas } from '@lobby/sdk';

/** Picks some operations of one SDK tag. */
export type SdkSlice<T extends keyof LobbySdk, K extends keyof LobbySdk[T]> = {
  [P in T]: Pick<LobbySdk[T], K>;
};

/** The SDK's input of `login`. */
export type LoginInput = OperationInput<'login'>;
/** The SDK's output of `login`. */
export type LoginValue = OperationOutput<'login'>;
/** The SDK's `SocialLoginProviderConfig` schema: a social provider the brand offers. */
export type SocialProviderConfig = Schemas['SocialLoginProviderConfig'];
/** The SDK's `SocialProvider` schema (`google`, `facebook`). */
export type SocialProvider = Schemas['SocialProvider'];
/** The SDK's `MemberInfo` schema. */
export type MemberInfo = Schemas['MemberInfo'];
/** The SDK's `SystemStatus` schema. */
export type SystemStatus = Schemas['SystemStatus'];
/** The SDK's `GameCategoryConfig` schema: the configured category splits and order. */
export type GameCategoryConfig = Schemas['GameCategoryConfig'];
/** The SDK's `CategorySplit` schema. */
export type CategorySplit = Schemas['CategorySplit'];
/** The SDK's `GameVendors` schema. */
export type GameVendors = Schemas['GameVendors'];
/** The SDK's `WhitelabelNode` schema. */
export type WhitelabelNode = Schemas['WhitelabelNode'];
/** The SDK's `RegisterSettings` schema. */
export type RegisterSettings = Schemas['RegisterSettings'];
/** The SDK's `RegisterFieldRule` schema. */
export type RegisterFieldSetting = Schemas['RegisterFieldRule'];
/** The SDK's `RegisterRequest` schema. */
export type RegisterRequest = Schemas['RegisterRequest'];
/** The SDK's `RegisterMobileRequest` schema. */
export type RegisterMobileRequest = Schemas['RegisterMobileRequest'];
/** The SDK's `Contract` schema. */
export type Contract = Schemas['Contract'];
/** The SDK's `ContractType` schema. */
export type ContractType = Schemas['ContractType'];
/** The SDK's `Announcement` schema. */
export type Announcement = Schemas['Announcement'];
/** The SDK's `GameCard` schema. */
export type GameCard = Schemas['GameCard'];
/** The SDK's `GameLaunch` schema. */
export type GameLaunch = Schemas['GameLaunch'];
/** The SDK's `WithdrawalConfirmation` schema. */
export type WithdrawalConfirmation = Schemas['WithdrawalConfirmation'];
/** The SDK's `ConfirmWithdrawalRequest` `status` schema. */
export type ConfirmWithdrawalStatus = Schemas['ConfirmWithdrawalRequest']['status'];
/** The SDK's `WalletBalance` schema. */
export type WalletBalance = Schemas['WalletBalance'];
/** The SDK's `DepositMethod` schema. */
export type DepositMethod = Schemas['DepositMethod'];
/** The SDK's `DepositOrder` schema. */
export type DepositOrder = Schemas['DepositOrder'];
/** The SDK's `WithdrawInfo` schema. */
export type WithdrawInfo = Schemas['WithdrawInfo'];
/** The SDK's `WithdrawalOrder` schema. */
export type WithdrawalOrder = Schemas['WithdrawalOrder'];
/** The SDK's `MemberTransfer` schema. */
export type MemberTransfer = Schemas['MemberTransfer'];
/** The SDK's `BankCard` schema. */
export type BankCard = Schemas['BankCard'];
/** The SDK's `FeedbackQuestionType` schema. */
export type FeedbackQuestionType = Schemas['FeedbackQuestionType'];
