import { done, fail, networkError, serverError } from '../testing/fakes.js';
import type { AnyMachineSnapshot } from 'xstate';
import type { ModelSpec } from '../testing/model-harness.js';
import { activityApplicationMachine } from './activity-application.machine.js';
import { affiliateApplicationMachine } from './affiliate-application.machine.js';
import { appStartMachine } from './app-start.machine.js';
import { bankCardMachine } from './bank-card.machine.js';
import { changePasswordMachine } from './change-password.machine.js';
import { contractOfferMachine } from './contract-offer.machine.js';
import { contractsMachine } from './contracts.machine.js';
import { depositMachine } from './deposit.machine.js';
import { favouritesMachine } from './favourites.machine.js';
import { feedbackMachine } from './feedback.machine.js';
import { forgotPasswordMachine } from './forgot-password.machine.js';
import { gameLaunchMachine } from './game-launch.machine.js';
import { freePlayMachine } from './free-play.machine.js';
import { loginMachine } from './login.machine.js';
import { paymentPasswordMachine } from './payment-password.machine.js';
import { pointsConvertMachine } from './points-convert.machine.js';
import { pointsRedeemMachine } from './points-redeem.machine.js';
import { popupsMachine } from './popups.machine.js';
import { registrationMachine } from './registration.machine.js';
import { rewardClaimMachine } from './reward-claim.machine.js';
import { sessionMachine } from './session.machine.js';
import { smsCountdownMachine } from './sms-countdown.machine.js';
import { transferUplineMachine } from './transfer-upline.machine.js';
import { transferDownlineMachine } from './transfer-downline.machine.js';
import { downlineRegistrationMachine } from './downline-registration.machine.js';
import { downlineEditMachine } from './downline-edit.machine.js';
import { walletTransferMachine } from './wallet-transfer.machine.js';
import { withdrawalConfirmationMachine } from './withdrawal-confirmation.machine.js';
import { withdrawalMachine } from './withdrawal.machine.js';
import { depositLimitMachine } from './deposit-limit.machine.js';
import { realityCheckMachine } from './reality-check.machine.js';
import { selfExclusionMachine } from './self-exclusion.machine.js';

const player = { id: '1', account: 'alice', nickname: null, type: 0 };
const agent = { id: '2', account: 'boss', nickname: null, type: 41 };
const loginOk = { token: 't', firstTimeLogin: false, passwordExpired: false };

/** What the login's guards read. */
const loginKey = ({ context: c }: AnyMachineSnapshot) => [
  c.loginType,
  c.captchaRequired,
  c.verificationId !== null,
  c.credentials?.password === '123456',
  c.result?.passwordExpired,
  c.result?.verificationRequired,
  c.member?.type,
];

const loginEvents = (firebase: boolean) => [
  { type: 'SWITCH_TYPE', loginType: 'sms' },
  { type: 'SWITCH_TYPE', loginType: 'username' },
  { type: 'SET_REMEMBER', rememberMe: true },
  { type: 'SUBMIT', username: firebase ? '912345678' : 'alice', password: 'secret1', captcha: 'x' },
  { type: 'SUBMIT', username: '912345678', password: '123456', captcha: 'x' },
  { type: 'SUBMIT', username: '', password: '' },
  // Only the firebase variant reads the verification id; elsewhere it would only multiply states.
  firebase ? { type: 'SMS_SENT', verificationId: 'vid' } : { type: 'SMS_SENT', verificationId: null },
  done('readRemembered', { rememberMe: true, username: 'alice', smsMobile: '' }),
  fail('readRemembered', new Error('cookies')),
  done('fetchCaptcha', 'img'),
  fail('fetchCaptcha', serverError('down')),
  done('confirmPhoneCode', 'idToken'),
  fail('confirmPhoneCode', { code: 'auth/code-expired' }),
  done('submitLogin', loginOk),
  done('submitLogin', { ...loginOk, passwordExpired: true, firstTimeLogin: true }),
  done('submitLogin', { token: null, firstTimeLogin: false, passwordExpired: false, verificationRequired: true, maskedMobileNum: '09***1' }),
  fail('submitLogin', serverError('wrong password', { captcha: true })),
  fail('submitLogin', serverError('wrong password')),
  done('loadMember', player),
  done('loadMember', agent),
  fail('loadMember', serverError('no member')),
  done('dropSession', true),
  fail('dropSession', serverError('already gone')),
];

/** One model per machine: the input and the event variants the traversal explores. */
const registerSettings = {
  fields: [
    { field: 'username', show: true, required: true, patternId: 2, acceptedPattern: '*', minLength: 4, maxLength: 11 },
    { field: 'password', show: true, required: true, acceptedPattern: '*', minLength: 6, maxLength: 12 },
    { field: 'affiliateCode', show: true, required: false, acceptedPattern: '*', minLength: 0, maxLength: 0 },
  ],
};
const registrationEvents = [
  { type: 'SELECT_TAB', tab: 'mobile' },
  { type: 'SELECT_TAB', tab: 'username' },
  { type: 'SUBMIT', values: {}, termsAccepted: false },
  { type: 'SUBMIT', values: { username: 'x' }, termsAccepted: true },
  { type: 'SUBMIT', values: { username: 'alice1', password: 'abc123', confirmPassword: 'abc123', mobileNum: '912', verificationCode: '1' }, termsAccepted: true },
  { type: 'SUBMIT', values: { username: 'alice1', password: 'abc123', confirmPassword: 'abc123', affiliateCode: 'AF' }, termsAccepted: true },
  done('loadSettings', registerSettings),
  fail('loadSettings', networkError()),
  done('checkAffiliate', { code: 'AF', valid: true }),
  done('checkAffiliate', { code: 'AF', valid: false }),
  fail('checkAffiliate', serverError('no such code')),
  done('register', { account: 'alice1', token: 't' }),
  fail('register', serverError('taken')),
  done('loadMember', player),
  fail('loadMember', networkError()),
];

// The brand shows the image captcha: the valid submits carry it, the image loads, fails, refreshes.
const captchaSettings = { fields: [...registerSettings.fields, { field: 'captcha', show: true, required: true, acceptedPattern: '*', minLength: 0, maxLength: 0 }] };
const captchaRegistrationEvents = [
  ...registrationEvents.map((event) =>
    event.type === 'SUBMIT' && 'values' in event && event.termsAccepted && 'password' in event.values ? { ...event, values: { ...event.values, captcha: 'AB12' } } : event,
  ),
  done('loadSettings', captchaSettings),
  done('fetchCaptcha', 'img'),
  fail('fetchCaptcha', serverError('down')),
  { type: 'REFRESH_CAPTCHA' },
];

const affiliateValues = {
  name: 'Linh Tran',
  email: 'a@b.co',
  countryDialingCode: '+84',
  mobile: '912345678',
  channels: [{ type: 'WEBSITE', link: 'https://a.b.co' }],
  expectedMonthlyPlayers: '11-50',
  message: '',
  termsAccepted: true,
};

const card = { nodeId: 5, vassalage: 'PG', gameType: 'LIVE', gameCode: 'g5' };
const launchEvents = [done('launchGame', { url: 'https://g/x', mode: 'iframe' }), fail('launchGame', serverError('Game maintenance')), { type: 'RETRY' }];

const contract = (contractId: string, rate: number) =>
  ({ contractId, type: 'DAILY', status: 'ACTIVE', uplineAccount: 'u', downlineAccount: 'd', rules: [{ rate }], createdTime: '2026-11-01 00:00:00' });

const popup = (id: string) => ({ id, title: 't', content: 'c', timestamp: '2026-11-22 10:00:00', execution: 'A' });
const withdrawal = { withdrawalId: 'w1', orderNo: 'o1', amount: 100, status: 'PENDING', paidTime: 't', autoConfirmTime: 't', forced: false };
const png = { name: 'a.png', type: 'image/png', size: 10, data: null };

/**
 * A money move's runs: a trial member (refused before any call), and a member whose valid SUBMIT
 * meets every answer the move and its read-back can give. The guards read only the input and the
 * event, so the state value alone is the abstraction.
 */
function moneyMoveRuns(input: object, valid: object, invalid: object, result: unknown) {
  return [
    { input: { ...input, trial: true }, events: [{ type: 'SUBMIT', values: valid }], serialize: () => null },
    {
      input,
      events: [
        { type: 'SUBMIT', values: invalid },
        { type: 'SUBMIT', values: valid },
        { type: 'SET_INPUT', input },
        done('move', result),
        fail('move', serverError('Insufficient balance')),
        fail('move', networkError()),
        fail('move', { kind: 'http', status: 500, message: 'HTTP 500' }),
        done('lookup', { state: 'APPLIED', result }),
        done('lookup', { state: 'APPLIED', message: 'Insufficient balance' }),
        done('lookup', { state: 'NOT_FOUND' }),
        fail('lookup', networkError()),
      ],
      serialize: () => null,
    },
  ];
}

/** A form's runs (bank card, payment password): a trial member, and a member whose SUBMIT is taken or refused. */
function formSubmitRuns(input: object, valid: object, invalid: object, result: unknown) {
  return [
    { input: { ...input, trial: true }, events: [{ type: 'SUBMIT', values: valid }], serialize: () => null },
    {
      input,
      events: [
        { type: 'SUBMIT', values: invalid },
        { type: 'SUBMIT', values: valid },
        { type: 'SET_INPUT', input },
        done('submit', result),
        fail('submit', serverError('Wrong password')),
      ],
      serialize: () => null,
    },
  ];
}

const balances = { balance: 90, currencySymbol: '$' };
const bankMethod = { methodId: 'bank', name: 'Bank', type: 'BANK_TRANSFER', minAmount: 10, maxAmount: 5000 };
const bankCard = { bankCardId: 'c1', bankName: 'VCB', cardNumber: '****1234', accountName: 'Alice' };
const withdrawInfo = { balance: 500, withdrawableAmount: 500, minAmount: 100, maxAmount: 5000, hasPaymentPassword: true, bankCards: [bankCard] };
const downline = { memberId: '2001', account: 'newbie2', type: 0, role: 'PLAYER', level: 1, status: 'ACTIVE', registerTime: 't' };
const moneyOrder = { orderNo: 'o1', amount: 100, status: 'PENDING', createdTime: '2026-11-23 10:00:00' };

/** One model per machine: the runs (input, event variants, abstraction) whose union must cover it. */
export const modelSpecs: ModelSpec[] = [
  {
    name: 'popups',
    machine: popupsMachine,
    runs: [
      {
        input: { audience: 'A' },
        events: [done('loadPopups', [popup('1'), popup('2')]), fail('loadPopups', networkError()), done('markClosed'), fail('markClosed', new Error('storage'))],
      },
    ],
  },
  {
    name: 'withdrawalConfirmation',
    machine: withdrawalConfirmationMachine,
    runs: [
      { input: { withdrawal: { ...withdrawal, forced: true }, remainingMs: 1000 }, events: [] },
      {
        input: { withdrawal, remainingMs: 1000 },
        events: [
          { type: 'PARTLY_RECEIVED', amountReceived: '40' },
          { type: 'PARTLY_RECEIVED', amountReceived: '400' },
          { type: 'ADD_PROOF', files: [png] },
          { type: 'ADD_PROOF', files: [{ ...png, type: 'image/gif' }] },
          { type: 'REMOVE_PROOF', index: 0 },
          done('confirmWithdrawal', { ...withdrawal, status: 'ALL_RECEIVED' }),
          fail('confirmWithdrawal', serverError('x')),
        ],
        // What the guards read: how many proofs (at least one, room for more), and whether time ran out mid-submit.
        serialize: ({ context: c }) => [c.proofs.length, c.expired],
      },
      // After partly received: no countdown, the rest may still arrive.
      {
        input: { withdrawal: { ...withdrawal, status: 'PARTLY_RECEIVED' }, remainingMs: 1000 },
        events: [done('confirmWithdrawal', { ...withdrawal, status: 'ALL_RECEIVED' }), fail('confirmWithdrawal', serverError('x'))],
        skip: ['PARTLY_RECEIVED', 'ADD_PROOF', 'REMOVE_PROOF', 'NOT_RECEIVED'],
        serialize: () => null,
      },
    ],
  },
  {
    name: 'walletTransfer',
    machine: walletTransferMachine,
    runs: moneyMoveRuns(
      { balances: { MAIN: 100, PG: 50 } },
      { kind: 'transfer', fromWallet: 'MAIN', toWallet: 'PG', amount: '10' },
      { kind: 'recall', wallets: [] },
      balances,
    ),
  },
  {
    name: 'deposit',
    machine: depositMachine,
    runs: moneyMoveRuns(
      { methods: [bankMethod] },
      { methodId: 'bank', amount: '100' },
      { methodId: 'bank', amount: '1' },
      { ...moneyOrder, depositId: 'd1' },
    ),
  },
  {
    name: 'withdrawal',
    machine: withdrawalMachine,
    runs: moneyMoveRuns(
      { info: withdrawInfo },
      { bankCardId: 'c1', amount: '100', paymentPassword: '123456' },
      { bankCardId: 'c1', amount: '100', paymentPassword: '' },
      { ...moneyOrder, withdrawalId: 'w1' },
    ),
  },
  {
    name: 'transferUpline',
    machine: transferUplineMachine,
    runs: moneyMoveRuns(
      { balance: 100, uplineAccount: 'boss' },
      { amount: '10', paymentPassword: '123456' },
      { amount: '1000', paymentPassword: '123456' },
      { transferId: 't1', fromAccount: 'alice', toAccount: 'boss', amount: 10, balance: 90, createdTime: 't' },
    ),
  },
  {
    name: 'transferDownline',
    machine: transferDownlineMachine,
    runs: moneyMoveRuns(
      { balance: 100, downlineAccount: 'sub1' },
      { amount: '10', paymentPassword: '123456' },
      { amount: '1000', paymentPassword: '123456' },
      { transferId: 't1', fromAccount: 'agent', toAccount: 'sub1', amount: 10, balance: 90, createdTime: 't' },
    ),
  },
  {
    name: 'downlineRegistration',
    machine: downlineRegistrationMachine,
    runs: formSubmitRuns(
      { settings: { fields: [] }, maxRebateRate: 1 },
      { role: 'PLAYER', username: 'newbie2', password: 'abc123', confirmPassword: 'abc123' },
      { role: '', username: '', password: 'abc123', confirmPassword: 'abc' },
      downline,
    ),
  },
  {
    name: 'downlineEdit',
    machine: downlineEditMachine,
    runs: formSubmitRuns(
      { downline, maxRebateRate: 1 },
      { nickname: 'N', remark: 'top', rebateRate: '0.5', status: 'ACTIVE' },
      { nickname: 'N', remark: '', rebateRate: '5', status: 'ACTIVE' },
      downline,
    ),
  },
  {
    name: 'paymentPassword',
    machine: paymentPasswordMachine,
    runs: formSubmitRuns(
      { mode: 'change' },
      { current: '111111', password: '123456', confirm: '123456' },
      { current: '', password: '1', confirm: '' },
      true,
    ),
  },
  {
    name: 'bankCard',
    machine: bankCardMachine,
    runs: formSubmitRuns(
      { cardCount: 0, maxCards: 3 },
      { bankCode: 'VCB', cardNumber: '1234567890', accountName: 'Alice', paymentPassword: '123456' },
      { bankCode: '', cardNumber: '1', accountName: '', paymentPassword: '' },
      bankCard,
    ),
  },
  {
    name: 'pointsConvert',
    machine: pointsConvertMachine,
    runs: formSubmitRuns(
      { balance: 12000, ratio: 100, minPoints: 100, maxPoints: null },
      { points: '1000', password: 'pw' },
      { points: '5', password: '' },
      { changedPoints: -1000, redeemAmount: 10, ratio: 100, balance: 11000 },
    ),
  },
  {
    name: 'pointsRedeem',
    machine: pointsRedeemMachine,
    runs: [
      {
        input: { reward: { rewardId: 'r1', name: 'Cap', points: 300 } },
        events: [
          { type: 'REDEEM', quantity: 1 },
          { type: 'REDEEM', quantity: 0 },
          { type: 'CONFIRM', password: '' },
          { type: 'CONFIRM', password: 'pw' },
          done('loadBalance', 1000),
          fail('loadBalance', networkError()),
          done('redeem', true),
          fail('redeem', serverError('x')),
        ],
        serialize: ({ context: c }) => [c.balance === null],
      },
    ],
  },
  {
    name: 'activityApplication',
    machine: activityApplicationMachine,
    runs: [
      {
        input: { promotionId: 'p1' },
        events: [
          { type: 'SET_COMMENT', comment: 'ok' },
          { type: 'SET_COMMENT', comment: 'x'.repeat(141) },
          { type: 'ADD_IMAGES', files: [png] },
          { type: 'ADD_IMAGES', files: [{ ...png, type: 'image/gif' }] },
          { type: 'REMOVE_IMAGE', index: 0 },
          done('apply', true),
          fail('apply', serverError('x')),
        ],
        serialize: ({ context: c }) => [c.comment.length > 140, c.images.length],
      },
    ],
  },
  {
    name: 'feedback',
    machine: feedbackMachine,
    runs: [
      {
        input: { minWords: 1, maxWords: 3 },
        events: [
          { type: 'SUBMIT', values: { questionType: null, content: '' } },
          { type: 'SUBMIT', values: { questionType: 'GAME', content: 'it froze' } },
          { type: 'ADD_IMAGES', files: [png] },
          { type: 'ADD_IMAGES', files: [{ ...png, type: 'image/gif' }] },
          { type: 'REMOVE_IMAGE', index: 0 },
          { type: 'RESET' },
          done('send', true),
          fail('send', serverError('x')),
        ],
        serialize: ({ context: c }) => c.images.length,
      },
    ],
  },
  {
    name: 'affiliateApplication',
    machine: affiliateApplicationMachine,
    runs: [
      {
        events: [
          { type: 'SUBMIT', values: affiliateValues },
          { type: 'SUBMIT', values: { ...affiliateValues, termsAccepted: false } },
          done('apply', { reference: 'AF-1', status: 'pending', email: 'a@b.co', submittedTime: '2026-11-26 03:40:00' }),
          fail('apply', serverError('pending', { code: 'AFFILIATE_APPLICATION_PENDING', reference: 'AF-1' })),
          fail('apply', serverError('bad email', { code: 'AFFILIATE_FIELD_INVALID', field: 'email' })),
          fail('apply', networkError()),
        ],
        serialize: ({ context: c }) => [Object.keys(c.fieldErrors).length > 0, c.error?.key ?? null],
      },
    ],
  },
  {
    name: 'contracts',
    machine: contractsMachine,
    runs: [
      {
        input: { type: 'DAILY' },
        events: [
          { type: 'ACCEPT', contractId: 'low' },
          { type: 'ACCEPT', contractId: 'high' },
          { type: 'REJECT', contractId: 'low' },
          { type: 'TERMINATE', contractId: 'mine' },
          { type: 'CONFIRM', reason: 'x'.repeat(141) },
          { type: 'CONFIRM', reason: 'bye' },
          { type: 'FILTER', status: 'ACTIVE' },
          { type: 'PAGE', pageNo: 2 },
          done('loadContracts', { pending: [contract('low', 1), contract('high', 3)], mine: [contract('mine', 2)], given: [contract('down', 2)], givenTotal: 1 }),
          fail('loadContracts', networkError()),
          done('acceptContract', { contract: contract('low', 1), terminatedContractIds: ['down'] }),
          fail('acceptContract', serverError('x')),
          done('rejectContract', true),
          fail('rejectContract', serverError('x')),
          done('terminateContract', true),
          fail('terminateContract', serverError('x')),
        ],
        serialize: ({ context: c }) => [c.book.pending.length, c.error?.code],
      },
    ],
  },
  {
    name: 'contractOffer',
    machine: contractOfferMachine,
    runs: formSubmitRuns(
      { type: 'DAILY', maxRate: 1 },
      { downlineAccount: 'sub1', periodType: '', tiers: [{ rate: '0.5' }] },
      { downlineAccount: 'sub1', periodType: '', tiers: [{ rate: '5' }] },
      contract('offer', 0.5),
    ),
  },
  {
    name: 'gameLaunch',
    machine: gameLaunchMachine,
    runs: [
      { input: { loggedIn: false, role: null, game: card }, events: launchEvents },
      { input: { loggedIn: true, role: 'trial', game: card }, events: launchEvents },
      { input: { loggedIn: true, role: 'player', game: { ...card, vassalage: 'LOTT' } }, events: launchEvents },
      { input: { loggedIn: true, role: 'agent', game: { ...card, isGame: 'VASSALAGE' } }, events: launchEvents },
      { input: { loggedIn: true, role: 'player', game: card }, events: launchEvents },
    ],
  },
  {
    name: 'favourites',
    machine: favouritesMachine,
    runs: [
      { input: { loggedIn: false }, events: [{ type: 'TOGGLE', nodeId: 1 }, { type: 'ADD', nodeId: 1 }, { type: 'REMOVE', nodeId: 1 }] },
      {
        input: { loggedIn: true },
        events: [
          { type: 'TOGGLE', nodeId: 1 },
          { type: 'ADD', nodeId: 1 },
          { type: 'REMOVE', nodeId: 1 },
          done('loadFavourites', [1]),
          fail('loadFavourites', networkError()),
          done('addFavourite', true),
          fail('addFavourite', serverError('x')),
          done('removeFavourite', true),
          fail('removeFavourite', serverError('x')),
        ],
        serialize: ({ context: c }) => [c.ids],
      },
    ],
  },
  {
    name: 'forgotPassword',
    machine: forgotPasswordMachine,
    runs: [
      {
        input: {},
        events: [
          { type: 'SELECT_MODE', mode: 'phone' },
          { type: 'SELECT_MODE', mode: 'email' },
          { type: 'SUBMIT', values: {} },
          { type: 'SUBMIT', values: { username: 'alice', email: 'a@b.co', mobileNum: '912', verificationCode: '1', newPassword: 'abc123', confirmPassword: 'abc123' } },
          done('sendEmail', true),
          fail('sendEmail', serverError('Username/Email does not exist')),
          done('setPassword', true),
          fail('setPassword', serverError('code expired')),
          done('autoLogin', player),
          fail('autoLogin', networkError()),
        ],
        serialize: ({ context: c }) => [c.mode],
      },
    ],
  },
  {
    name: 'changePassword',
    machine: changePasswordMachine,
    runs: [
      {
        input: { knownOldPassword: '123456' },
        events: [
          { type: 'SUBMIT', values: { newPassword: '', confirmNewPassword: '' } },
          { type: 'SUBMIT', values: { newPassword: 'abc123', confirmNewPassword: 'abc123' } },
          done('changePassword', true),
          fail('changePassword', serverError('weak')),
          done('loadMember', player),
          fail('loadMember', networkError()),
        ],
      },
    ],
  },
  {
    name: 'freePlay',
    machine: freePlayMachine,
    runs: [
      {
        events: [done('freePlayLogin', { token: 't' }), fail('freePlayLogin', networkError()), done('loadMember', player), fail('loadMember', networkError())],
      },
    ],
  },
  {
    name: 'registration',
    machine: registrationMachine,
    runs: [
      { input: { flags: { MOBILENUMREG3: true }, today: '2026-11-22' }, events: registrationEvents, serialize: ({ context: c }) => [c.tab, c.values] },
      { input: { flags: {}, usernameRegister: false, today: '2026-11-22' }, events: registrationEvents, serialize: ({ context: c }) => [c.tab] },
      {
        input: { flags: { REGMOBVERF3: true }, today: '2026-11-22', firebaseSms: true },
        events: registrationEvents,
        serialize: ({ context: c }) => [c.tab, c.values, c.verificationId !== null],
      },
      { input: { flags: {}, today: '2026-11-22' }, events: captchaRegistrationEvents, serialize: ({ context: c }) => [c.values, c.settings !== null && c.settings.fields.length] },
    ],
  },
  {
    name: 'appStart',
    machine: appStartMachine,
    runs: [
      {
        input: { storedLanguage: 'JA', domain: 'www.example.com' },
        events: [
          done('loadStatus', { status: 0, info: { supportedLanguages: ['EN'], whitelabel: [] }, location: { ip: '1.1.1.1' } }),
          done('loadStatus', { status: 1, info: { supportedLanguages: ['EN'], whitelabel: [] }, location: { ip: '1.1.1.1' } }),
          done('loadStatus', { status: 2, info: { supportedLanguages: ['EN'], whitelabel: [] }, location: { ip: '1.1.1.1' } }),
          fail('loadStatus', networkError()),
          done('loadWhitelabel', [{ modId: 'FREEPLAY3', enabled: '1' }]),
          fail('loadWhitelabel', serverError('menu down')),
          done('checkDomain', { valid: true }),
          done('checkDomain', { valid: false }),
          fail('checkDomain', networkError()),
        ],
      },
    ],
  },
  {
    name: 'session',
    machine: sessionMachine,
    runs: [
      {
        input: { url: '/?token=t', agentPolicy: true },
        events: [
          { type: 'LOGGED_IN', member: agent },
          { type: 'REFRESH' },
          { type: 'LOGOUT' },
          { type: 'CONFIRM' },
          { type: 'CANCEL' },
          { type: 'EXPIRED' },
          { type: 'DISMISS' },
          done('restoreToken', { hasToken: true, cleanedUrl: '/' }),
          done('restoreToken', { hasToken: false, cleanedUrl: null }),
          fail('restoreToken', new Error('bad url')),
          done('loadMember', player),
          done('loadMember', agent),
          fail('loadMember', { kind: 'http', status: 401, message: 'expired' }),
          fail('loadMember', networkError()),
          done('loadExtras', { consolidated: null, unreadCount: 2 }),
          fail('loadExtras', networkError()),
          done('endSession', true),
          fail('endSession', networkError()),
          done('forgetToken'),
          fail('forgetToken', new Error('storage')),
        ],
        serialize: ({ context: c }) => [c.role],
      },
    ],
  },
  {
    name: 'login',
    machine: loginMachine,
    runs: [
      // CAPTCHA_REQUIRED is raised by the machine itself; the later runs leave out what the first covers.
      { input: { flags: { MOBILEVERCODELOGIN3: true, PWDEXPFORCECHANGE3: true } }, events: loginEvents(false), serialize: loginKey, skip: ['CAPTCHA_REQUIRED'] },
      {
        input: { variant: 'agent', flags: {} },
        events: loginEvents(false),
        serialize: loginKey,
        skip: ['CAPTCHA_REQUIRED', 'SET_REMEMBER', 'SMS_SENT', 'SWITCH_TYPE', 'REFRESH_CAPTCHA'],
      },
      {
        input: { flags: { MOBILEVERCODELOGIN3: true }, firebaseSms: true },
        events: loginEvents(true),
        serialize: loginKey,
        skip: ['CAPTCHA_REQUIRED', 'SET_REMEMBER', 'REFRESH_CAPTCHA'],
      },
      // Social sign-in alone: its own small event set keeps the graph from multiplying the form's.
      {
        input: { flags: {}, socialProviders: [{ provider: 'google', clientId: 'c', authUrl: 'https://accounts.example/auth' }] },
        events: [
          { type: 'SOCIAL_SIGN_IN', provider: 'google' },
          { type: 'SOCIAL_SIGN_IN', provider: 'facebook' },
          done('readRemembered', { rememberMe: false, username: '', smsMobile: '' }),
          done('socialSignIn', { ...loginOk, firstTimeLogin: true }),
          fail('socialSignIn', { code: 'cancelled' }),
          fail('socialSignIn', serverError('Social sign-in failed')),
          done('loadMember', player),
          fail('loadMember', serverError('no member')),
          done('dropSession', true),
        ],
        serialize: loginKey,
        skip: ['CAPTCHA_REQUIRED', 'SET_REMEMBER', 'REFRESH_CAPTCHA', 'SWITCH_TYPE', 'SUBMIT', 'SMS_SENT'],
      },
    ],
  },
  {
    name: 'smsCountdown',
    machine: smsCountdownMachine,
    runs: [
      {
        input: { channel: 'noLogin' },
        events: [
          { type: 'SEND', mobileNum: '912345678', countryDialingCode: '63' },
          done('sendCode', { seconds: 3 }),
          fail('sendCode', serverError('too often')),
        ],
      },
      {
        input: { channel: 'firebase' },
        events: [
          { type: 'SEND', mobileNum: '912345678', countryDialingCode: '63' },
          done('sendCode', { seconds: 2, verificationId: 'v1' }),
          fail('sendCode', { code: 'auth/too-many-requests' }),
        ],
      },
    ],
  },
  {
    name: 'rewardClaim',
    machine: rewardClaimMachine,
    runs: [
      {
        input: {},
        events: [
          { type: 'CLAIM', claim: { kind: 'reward', id: 'M1-x' } },
          { type: 'RETRY' },
          { type: 'DISMISS' },
          done('claim', { amount: 5, prizeName: null }),
          fail('claim', serverError('Already claimed')),
        ],
      },
      { input: { trial: true }, events: [{ type: 'CLAIM', claim: { kind: 'raffle', id: '507' } }] },
    ],
  },
  {
    name: 'depositLimit',
    machine: depositLimitMachine,
    runs: [
      {
        events: [
          { type: 'SUBMIT', period: 'DAILY', amountText: '1000' },
          { type: 'SUBMIT', period: 'DAILY', amountText: 'abc' },
          { type: 'SUBMIT', period: 'WEEKLY', amountText: '', remove: true },
          done('saveLimit', { depositLimits: [], coolingOffHours: 24, realityCheckMinutes: null, serverTime: '2026-05-14 10:00:00' }),
          fail('saveLimit', serverError('System busy')),
        ],
        serialize: ({ context: c }) => [c.change?.amount ?? null, c.invalid?.key ?? null, c.error !== null, c.saved !== null],
      },
    ],
  },
  {
    name: 'realityCheck',
    machine: realityCheckMachine,
    runs: [
      {
        input: {},
        events: [
          done('readSession', { startTime: '2026-05-14 10:00:00', serverTime: '2026-05-14 10:31:00', elapsedSeconds: 1860, betCount: 1, betAmount: 10, winLoss: -5, realityCheckMinutes: 30 }),
          done('readSession', { startTime: '2026-05-14 10:00:00', serverTime: '2026-05-14 10:10:00', elapsedSeconds: 600, betCount: 0, betAmount: 0, winLoss: 0, realityCheckMinutes: 30 }),
          done('readSession', { startTime: '2026-05-14 10:00:00', serverTime: '2026-05-14 10:10:00', elapsedSeconds: 600, betCount: 0, betAmount: 0, winLoss: 0, realityCheckMinutes: null }),
          fail('readSession', networkError()),
        ],
        serialize: ({ context: c }) => [c.ack.index, c.summary?.elapsedSeconds ?? null, c.summary?.realityCheckMinutes ?? null],
      },
    ],
  },
  {
    name: 'selfExclusion',
    machine: selfExclusionMachine,
    runs: [
      {
        events: [
          { type: 'CHOOSE', choice: { kind: 'TIME_OUT', period: '24h' } },
          { type: 'CHOOSE', choice: { kind: 'TIME_OUT', period: '1y' } },
          done('exclude', { kind: 'TIME_OUT', period: '24h', startTime: '2026-05-14 10:00:00', endTime: '2026-05-15 10:00:00' }),
          fail('exclude', serverError('refused')),
        ],
      },
    ],
  },
];
