import { assign, emit, fromPromise, setup, stateIn } from 'xstate';
import {
  BUTTON_THROTTLE_MS,
  FIREBASE_SMS_COUNTDOWN_S,
  SMS_DEFAULT_COUNTDOWN_S,
  TICK_MS,
} from '../constants.js';
import { toFlowError, type FlowError } from '../errors.js';
import { phoneAuthError } from '../phone-auth-errors.js';
import type { PhoneAuth } from '../ports/phone-auth.js';
import type { SdkSlice } from '../ports/sdk.js';
import { placeholder } from '../shared/placeholder-actor.js';

/** Where the code is sent from: login/forgot (`sendSmsNoLogin`), registration, or firebase. */
export type SmsChannel = 'noLogin' | 'register' | 'firebase';

/** The phone number the code goes to. */
export interface SmsTarget {
  mobileNum: string;
  countryDialingCode: string;
}

/** What a successful send gives: the countdown length and, for firebase, the verification id. */
export interface SmsSent {
  seconds: number;
  verificationId?: string;
}

/** Registration codes say which tab asked for them. */
export type SmsRegType = 'mobile' | 'username';

/** `smsCountdownMachine`'s context. */
export interface SmsCountdownContext {
  channel: SmsChannel;
  regType: SmsRegType;
  remaining: number;
  verificationId: string | null;
  error: FlowError | null;
}

/** Events the UI sends to `smsCountdownMachine`. */
export type SmsCountdownEvent = ({ type: 'SEND' } & SmsTarget) | { type: 'DISMISS' };

/** Events for the app: `sent` carries the firebase verification id the login/registration needs. */
export type SmsCountdownEmitted = { type: 'sent'; verificationId: string | null };

/** What the sendCode actor gets. */
export type SendCodeInput = SmsTarget & { channel: SmsChannel; regType: SmsRegType };

/** Seconds to count down: expiredMinutes x 60, 60 when absent or invalid; firebase is always 1 minute. */
export function countdownSeconds(channel: SmsChannel, expiredMinutes: unknown): number {
  if (channel === 'firebase') return FIREBASE_SMS_COUNTDOWN_S;
  return typeof expiredMinutes === 'number' && expiredMinutes > 0
    ? Math.round(expiredMinutes * 60)
    : SMS_DEFAULT_COUNTDOWN_S;
}

/** SMS code button: send, count down, re-enable at zero; presses throttled 1 s; failures as a dialog. */
export const smsCountdownMachine = setup({
  types: {
    context: {} as SmsCountdownContext,
    events: {} as SmsCountdownEvent,
    input: {} as { channel: SmsChannel; regType?: SmsRegType },
    emitted: {} as SmsCountdownEmitted,
  },
  actors: {
    sendCode: placeholder<SmsSent, SendCodeInput>('sendCode', 'smsCountdownActors'),
  },
  delays: { pressThrottle: BUTTON_THROTTLE_MS, tick: TICK_MS },
  guards: {
    pressOpen: stateIn('#smsCountdown.press.open'),
    lastSecond: ({ context }) => context.remaining <= 1,
  },
}).createMachine({
  id: 'smsCountdown',
  type: 'parallel',
  context: ({ input }) => ({
    channel: input.channel,
    regType: input.regType ?? 'mobile',
    remaining: 0,
    verificationId: null,
    error: null,
  }),
  states: {
    press: {
      initial: 'open',
      states: {
        open: { on: { SEND: 'cooling' } },
        cooling: { after: { pressThrottle: 'open' } },
      },
    },
    sms: {
      initial: 'idle',
      states: {
        idle: { on: { SEND: { guard: 'pressOpen', target: 'sending' } } },
        sending: {
          invoke: {
            id: 'sendCode',
            src: 'sendCode',
            input: ({ context, event }) => {
              const { mobileNum, countryDialingCode } = event as SmsTarget;
              return { channel: context.channel, regType: context.regType, mobileNum, countryDialingCode };
            },
            onDone: {
              target: 'counting',
              actions: [
                assign({
                  remaining: ({ event }) => event.output.seconds,
                  verificationId: ({ event }) => event.output.verificationId ?? null,
                  error: null,
                }),
                emit(({ event }) => ({
                  type: 'sent' as const,
                  verificationId: event.output.verificationId ?? null,
                })),
              ],
            },
            onError: {
              target: 'failed',
              actions: assign({
                error: ({ context, event }) =>
                  context.channel === 'firebase' ? phoneAuthError(event.error) : toFlowError(event.error),
              }),
            },
          },
        },
        counting: {
          after: {
            tick: [
              { guard: 'lastSecond', target: 'idle', actions: assign({ remaining: 0 }) },
              {
                target: 'counting',
                reenter: true,
                actions: assign({ remaining: ({ context }) => context.remaining - 1 }),
              },
            ],
          },
        },
        failed: { on: { DISMISS: { target: 'idle', actions: assign({ error: null }) } } },
      },
    },
  },
});

/** Real actors for the SMS countdown; `phoneAuth` is needed only for the firebase channel. */
export function smsCountdownActors(
  sdk: SdkSlice<'verification', 'sendSmsNoLogin' | 'sendSmsRegister'>,
  phoneAuth?: PhoneAuth,
) {
  return {
    sendCode: fromPromise<SmsSent, SendCodeInput>(async ({ input, signal }) => {
      const { channel, regType, mobileNum, countryDialingCode } = input;
      if (channel === 'firebase') {
        if (!phoneAuth) throw { code: 'operation-not-allowed' };
        const verificationId = await phoneAuth.sendCode(
          `+${countryDialingCode.replace(/^\+/u, '')}${mobileNum}`,
        );
        return { seconds: countdownSeconds(channel, undefined), verificationId };
      }
      const value =
        channel === 'register'
          ? await sdk.verification.sendSmsRegister(
              { mobileNo: mobileNum, countryDialingCode, regType },
              { signal },
            )
          : await sdk.verification.sendSmsNoLogin({ mobileNum, countryDialingCode }, { signal });
      return { seconds: countdownSeconds(channel, value?.expiredMinutes) };
    }),
  };
}
