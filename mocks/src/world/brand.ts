/** The sandbox brand's configuration: register rules, permission flags, countries, VIP levels. */

/** One registration field rule, as `getRegisterSettings` serves it and `register` enforces it. */
export interface FieldRule {
  field: string;
  show: boolean;
  required: boolean;
  patternId: number;
  acceptedPattern: string;
  minLength: number;
  maxLength: number;
}

const rule = (
  field: string,
  required: boolean,
  patternId: number,
  acceptedPattern: string,
  minLength: number,
  maxLength: number,
  show = true,
): FieldRule => ({ field, show, required, patternId, acceptedPattern, minLength, maxLength });

/** The register form of the brand (field order is display order). */
export const REGISTER_RULES: readonly FieldRule[] = [
  rule('username', true, 2, '^[A-Za-z][A-Za-z0-9]*$', 6, 16),
  rule('password', true, 6, '^(?=.*[A-Za-z])(?=.*\\d)[A-Za-z0-9]+$', 6, 20),
  rule('payeeName', true, 9, '^[A-Za-z ]+$', 2, 40),
  rule('mobileNum', false, 7, '^\\d+$', 9, 11),
  rule('email', false, 4, '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$', 5, 50),
  rule('affiliateCode', false, 5, '^[A-Za-z0-9]+$', 4, 12),
  rule('birthday', true, 15, '^\\d{4}-\\d{2}-\\d{2}$', 10, 10),
  // The product spec requires address and nationality on every registration and offers occupation
  // and source of income as choices (REGISTER_CHOICES).
  rule('address', true, 1, '*', 5, 120),
  rule('nationality', true, 5, '^[A-Z]{2}$', 2, 2),
  rule('occupation', false, 1, '*', 1, 40),
  rule('sourceOfIncome', false, 1, '*', 1, 40),
  rule('paymentPassword', false, 7, '^\\d+$', 6, 6, false),
  rule('qqNum', false, 7, '^\\d+$', 5, 12, false),
  rule('line', false, 10, '^\\S+$', 2, 30, false),
  rule('whatsapp', false, 7, '^\\d+$', 6, 15, false),
  rule('idNumber', false, 5, '^[A-Za-z0-9]+$', 6, 20, false),
  // Shown only while the sandbox control turns it on (runtime.registerCaptcha); `register` checks it.
  rule('captcha', true, 1, '*', 4, 4, false),
];

/** Registration modes of the brand. */
export const REGISTER_MODES = {
  usernameRegister: true,
  mobileRegister: true,
  smsVerification: true,
  firebaseSms: false,
} as const;

/** Minimum age to register. */
export const MIN_AGE = 18;

/** Permission flags of the whitelabel tree (all on in the sandbox). */
export const WHITELABEL_FLAGS = [
  'MOBILENUMREG3',
  'REGMOBVERF3',
  'MOBILENUMPASSREG3',
  'FREEPLAY3',
  'PWDEXPFORCECHANGE3',
  'MOBILEVERCODELOGIN3',
] as const;

/**
 * How the brand's vendor lanes become categories (`info.gameCategories`): its esports and cockfight
 * vendors arrive in the SPORTS lane and move by code or name, and SPB (Spribe's crash titles) arrive
 * in the RNG lane but are played like crash games, so CRASH is an extra category.
 */
export const GAME_CATEGORIES = {
  splits: [
    {
      from: 'SPORTS',
      to: 'ESPORTS',
      codes: ['TF_GAMING', 'IM_ESPORTS', 'IA_ESPORTS', 'TFG'],
      names: ['esport', 'e-sport'],
    },
    {
      from: 'SPORTS',
      to: 'COCKFIGHT',
      codes: ['SV388', 'WS168', 'S128', 'DS88'],
      names: ['cockfight', 'sabong'],
    },
    { from: 'RNG', to: 'CRASH', codes: ['SPB'], names: [] },
  ],
  order: ['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'LOTT', 'ELOTT', 'COCKFIGHT', 'CRASH'],
};

/** Affiliate (invitation) codes that exist, mapped to their agent account. */
export const AFFILIATE_CODES: Readonly<Record<string, string>> = {
  AGENT01: 'agent',
  SUB101: 'sub1',
  SUB201: 'sub2',
};

/** An agent's own affiliate code: the seeded one, else one made from its account (A + upper-cased account). */
export function affiliateCodeOf(agent: { account: string }): string {
  const seeded = Object.entries(AFFILIATE_CODES).find(([, account]) => account === agent.account);
  return seeded?.[0] ?? `A${agent.account.toUpperCase()}`;
}

/** Dialing codes offered at registration. */
export const COUNTRIES = [
  { countryCode: 'VN', countryDialingCode: '+84', name: 'Vietnam', mobileLength: 9 },
  { countryCode: 'PH', countryDialingCode: '+63', name: 'Philippines', mobileLength: 10 },
  { countryCode: 'TH', countryDialingCode: '+66', name: 'Thailand', mobileLength: 9 },
  { countryCode: 'MY', countryDialingCode: '+60', name: 'Malaysia', mobileLength: 9 },
  { countryCode: 'ID', countryDialingCode: '+62', name: 'Indonesia', mobileLength: 10 },
  { countryCode: 'IN', countryDialingCode: '+91', name: 'India', mobileLength: 10 },
  { countryCode: 'BR', countryDialingCode: '+55', name: 'Brazil', mobileLength: 11 },
] as const;

/** The choices of the registration's select fields, served by `getRegisterSettings` and enforced by `register`. */
export const REGISTER_CHOICES = {
  nationality: COUNTRIES.map((c) => c.countryCode),
  occupation: ['Employed', 'Self-employed', 'Student', 'Retired', 'Other'],
  sourceOfIncome: ['Salary', 'Business', 'Investments', 'Savings', 'Other'],
} as const satisfies Record<string, readonly string[]>;

/** VIP ladder: required deposit and valid bet, bonuses. */
export const VIP_LEVELS = [0, 1, 2, 3, 4, 5, 6].map((level) => ({
  level,
  labelName: level === 0 ? 'Member' : `VIP ${level}`,
  requiredDeposit: level * level * 5_000,
  requiredValidBet: level * level * 20_000,
  upgradeBonus: level * 88,
  birthdayBonus: level * 58,
  monthlyBonus: level * 38,
  rebateRate: 0.4 + level * 0.1,
  dailyWithdrawLimit: 50_000 + level * 50_000,
}));

/** Points to money: this many points make 1 unit of money. */
export const POINTS_RATIO = 100;

/** Supported languages of the brand. */
export const LANGUAGES = ['EN', 'CN', 'TH', 'VI', 'TY'] as const;

/** Banks a member can add a card of. */
export const BANKS = [
  { bankCode: 'VCB', bankName: 'Vietcombank' },
  { bankCode: 'TCB', bankName: 'Techcombank' },
  { bankCode: 'ACB', bankName: 'Asia Commercial Bank' },
  { bankCode: 'BIDV', bankName: 'BIDV' },
  { bankCode: 'MB', bankName: 'MB Bank' },
] as const;

/** Bank cards a member may keep. */
export const MAX_BANK_CARDS = 3;

/** Deposit channels of the brand. */
export const DEPOSIT_METHODS = [
  {
    methodId: 'BANK',
    name: 'Bank transfer',
    type: 'BANK_TRANSFER',
    minAmount: 100,
    maxAmount: 500_000,
    quickAmounts: [100, 500, 1000, 5000],
    feeRate: 0,
    payerNameRequired: true,
    maintenance: false,
  },
  {
    methodId: 'MOMO',
    name: 'MoMo e-wallet',
    type: 'E_WALLET',
    minAmount: 50,
    maxAmount: 50_000,
    quickAmounts: [50, 100, 500, 1000],
    feeRate: 0,
    payerNameRequired: false,
    maintenance: false,
  },
  {
    methodId: 'VIETQR',
    name: 'VietQR',
    type: 'QR_PAY',
    minAmount: 50,
    maxAmount: 100_000,
    quickAmounts: [100, 200, 500],
    feeRate: 0.5,
    payerNameRequired: false,
    maintenance: false,
  },
  {
    methodId: 'USDT',
    name: 'USDT (TRC20)',
    type: 'CRYPTO',
    minAmount: 200,
    maxAmount: 1_000_000,
    quickAmounts: [200, 1000, 5000],
    feeRate: 0,
    payerNameRequired: false,
    maintenance: true,
  },
] as const;

/** Withdrawal limits of the brand. */
export const WITHDRAW_LIMITS = {
  minAmount: 100,
  maxAmount: 500_000,
  dailyCountLimit: 5,
  autoConfirmMinutes: 30,
} as const;

/** Wrong payment passwords in a row that lock payment-password operations, and for how long. */
export const PAYMENT_PASSWORD_LOCK = { maxWrong: 5, minutes: 15 } as const;
