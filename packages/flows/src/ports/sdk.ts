/**
 * The part of `LobbySdk` the flows call, as local interfaces with the catalogue's operationIds and
 * the spec's field names. The real SDK is structurally assignable to it; once `@lobby/sdk`
 * exports `LobbySdk`, each group becomes `Pick<LobbySdk['<tag>'], ...>`.
 */

/** Per-call options every SDK method takes. */
export interface CallOptions {
  signal?: AbortSignal;
  timeoutMs?: number;
}

/** Login payload (PROTOCOL.md): username is the mobile number for SMS, password the SMS code. */
export interface LoginInput {
  username: string;
  password: string;
  type: 'username' | 'sms';
  captcha?: string;
  loginDeviceId: string;
  firebaseChannel?: boolean;
  firebaseIdToken?: string;
}

/** Login response value. */
export interface LoginValue {
  token?: string;
  firstTimeLogin?: boolean;
  passwordExpired?: boolean;
  captcha?: boolean;
}

/** Member info (`/wps/member/info`); `type` decides agent or trial. */
export interface MemberInfo {
  id?: string | number;
  account: string;
  nickname?: string;
  type: number;
}

/** A whitelabel node; enabled nodes (`enabled: '1'`) become flags. */
export interface WhitelabelNode {
  modId: string;
  enabled?: string;
  childrenNodes?: WhitelabelNode[] | null;
}

/** Configuration (`/wps/system/status`), the parts the flows read. */
export interface SystemStatus {
  status?: number;
  maintenance?: unknown;
  regionRestriction?: unknown;
  location?: { ip?: string };
  info?: { languages?: string[]; mainDomain?: string; [key: string]: unknown };
}

/** One field's rule from the register settings. */
export interface RegisterFieldSetting {
  field: string;
  show?: boolean;
  required?: boolean;
  patternId?: string;
  acceptedPattern?: string;
  minLength?: number;
  maxLength?: number;
}

/** Register settings (`/wps/system/setting/register`). */
export interface RegisterSettings {
  fields: RegisterFieldSetting[];
}

/** A contract between an upline and a downline. */
export interface Contract {
  contractId: string;
  type: string;
  rate: number;
  status?: string;
  uplineId?: string;
  downlineId?: string;
}

/** A popup notice; `execution` is its audience (A logged in, F first login, B anonymous). */
export interface PopupNotice {
  id: string | number;
  title: string;
  content: string;
  execution: string;
}

/** A file picked by the user; `data` is what the SDK uploads (a Blob in browsers). */
export interface UploadFile {
  name: string;
  type: string;
  size: number;
  data: unknown;
}

export interface SessionApi {
  login(input: LoginInput, options?: CallOptions): Promise<LoginValue>;
  freePlayLogin(input?: Record<string, unknown>, options?: CallOptions): Promise<LoginValue>;
  logout(input?: Record<string, never>, options?: CallOptions): Promise<unknown>;
  getCaptcha(input?: Record<string, never>, options?: CallOptions): Promise<string>;
}

export interface SystemApi {
  getSystemStatus(input?: Record<string, never>, options?: CallOptions): Promise<SystemStatus>;
  getWhitelabel(input?: Record<string, never>, options?: CallOptions): Promise<WhitelabelNode[]>;
  getRegisterSettings(input?: Record<string, never>, options?: CallOptions): Promise<RegisterSettings>;
  getDomainRoute(input: { domain: string }, options?: CallOptions): Promise<unknown>;
}

export interface MemberApi {
  getMemberInfo(input?: Record<string, never>, options?: CallOptions): Promise<MemberInfo>;
  getConsolidatedFunds(input?: Record<string, never>, options?: CallOptions): Promise<Record<string, unknown>>;
  register(input: Record<string, unknown>, options?: CallOptions): Promise<LoginValue>;
  registerMobile(input: Record<string, unknown>, options?: CallOptions): Promise<LoginValue>;
  changePassword(input: { oldPassword: string; newPassword: string; confirmNewPassword: string }, options?: CallOptions): Promise<unknown>;
  forgotPasswordEmail(input: { username: string; email: string }, options?: CallOptions): Promise<unknown>;
  setPasswordByPhone(
    input: { newPassword: string; mobileNum: string; verificationCode: string; countryDialingCode?: string },
    options?: CallOptions,
  ): Promise<unknown>;
}

export interface VerificationApi {
  sendSmsNoLogin(input: { mobileNum: string; countryDialingCode: string }, options?: CallOptions): Promise<{ expiredMinutes?: number }>;
  sendSmsRegister(
    input: { mobileNo: string; countryDialingCode: string; regType?: string },
    options?: CallOptions,
  ): Promise<{ expiredMinutes?: number }>;
}

export interface AgentApi {
  checkAffiliate(input: { code: string; domain: string }, options?: CallOptions): Promise<unknown>;
}

export interface ContractsApi {
  listPendingContracts(input?: Record<string, never>, options?: CallOptions): Promise<Contract[]>;
  listContracts(input: { role: 'upline' | 'downline'; type?: string }, options?: CallOptions): Promise<Contract[]>;
  offerContract(input: { downlineId: string; type: string; rate: number }, options?: CallOptions): Promise<unknown>;
  acceptContract(input: { contractId: string }, options?: CallOptions): Promise<unknown>;
  rejectContract(input: { contractId: string }, options?: CallOptions): Promise<unknown>;
  terminateContract(input: { contractId: string }, options?: CallOptions): Promise<unknown>;
}

export interface GamesApi {
  launchGame(input: Record<string, unknown>, options?: CallOptions): Promise<{ url?: string } | string>;
  getFavouriteIds(input?: Record<string, never>, options?: CallOptions): Promise<Array<string | number>>;
  addFavourite(input: { nodeId: string | number }, options?: CallOptions): Promise<unknown>;
  removeFavourite(input: { nodeId: string | number }, options?: CallOptions): Promise<unknown>;
}

export interface ContentApi {
  getNotices(input?: Record<string, unknown>, options?: CallOptions): Promise<{ popup?: PopupNotice[] }>;
  getUnreadCount(input?: Record<string, never>, options?: CallOptions): Promise<number | { count?: number }>;
  applyActivity(input: { activityId: string; comment: string; images: unknown[] }, options?: CallOptions): Promise<unknown>;
  sendFeedback(input: { questionType: string; content: string }, options?: CallOptions): Promise<unknown>;
}

export interface RewardsApi {
  getPointsBalance(input?: Record<string, never>, options?: CallOptions): Promise<{ balance: number }>;
  redeemPointReward(
    input: { rewardId: string; quantity: number; paymentPassword?: string },
    options?: CallOptions,
  ): Promise<unknown>;
}

export interface WalletApi {
  confirmWithdrawal(
    input: { withdrawalId: string; status: string; amountReceived?: number; proof?: unknown },
    options?: CallOptions,
  ): Promise<unknown>;
}

/** Everything the flows call, grouped by tag like `LobbySdk`. */
export interface FlowsSdk {
  session: SessionApi;
  system: SystemApi;
  member: MemberApi;
  verification: VerificationApi;
  agent: AgentApi;
  contracts: ContractsApi;
  games: GamesApi;
  content: ContentApi;
  rewards: RewardsApi;
  wallet: WalletApi;
}
