import { assign, emit, fromPromise, setup } from 'xstate';
import { ROUTES } from '../constants.js';
import { toFlowError, type FlowError } from '../errors.js';
import type { MemberInfo, SdkSlice } from '../ports/sdk.js';
import {
  checkConfirmation,
  validateForm,
  type FieldRule,
  type ValidationMessage,
} from '../validation/index.js';
import { submitChecked } from '../shared/form-submit.js';
import { placeholder } from '../shared/placeholder-actor.js';

/** What `changePasswordMachine` is created with. */
export interface ChangePasswordInput {
  /** The old password when the flow already knows it (forced change right after login). */
  knownOldPassword?: string;
  /** The brand's password rule (the register settings' password field), if any. */
  passwordRule?: FieldRule;
}

/** The change-password form values. */
export interface ChangePasswordValues {
  oldPassword?: string;
  newPassword: string;
  confirmNewPassword: string;
}

/** `changePasswordMachine`'s context. */
export interface ChangePasswordContext extends ChangePasswordInput {
  values: ChangePasswordValues | null;
  fieldErrors: Record<string, ValidationMessage>;
  error: FlowError | null;
}

/** Events the UI sends to `changePasswordMachine`. */
export type ChangePasswordEvent = { type: 'SUBMIT'; values: ChangePasswordValues } | { type: 'CANCEL' };
/** Events `changePasswordMachine` emits for the app to act on. */
export type ChangePasswordEmitted =
  | { type: 'loggedIn'; member: MemberInfo; firstTimeLogin: boolean }
  | { type: 'closeModal' }
  | { type: 'navigate'; to: string };

/** New password by the rule, confirmation equal, old password required unless known. */
export function changePasswordErrors(
  context: ChangePasswordInput,
  values: ChangePasswordValues,
): Record<string, ValidationMessage> {
  const errors = validateForm(
    { ...values },
    {
      newPassword: { ...context.passwordRule, required: true },
      ...(context.knownOldPassword === undefined ? { oldPassword: { required: true } } : {}),
    },
  );
  const mismatch = errors['newPassword']
    ? null
    : checkConfirmation(values.newPassword, values.confirmNewPassword);
  return mismatch ? { ...errors, confirmNewPassword: mismatch } : errors;
}

/** Change password: on success the login info reloads, the modal closes and the app goes to /. */
export const changePasswordMachine = setup({
  types: {
    context: {} as ChangePasswordContext,
    events: {} as ChangePasswordEvent,
    input: {} as ChangePasswordInput,
    emitted: {} as ChangePasswordEmitted,
  },
  actors: {
    changePassword: placeholder<
      unknown,
      { oldPassword: string; newPassword: string; confirmNewPassword: string }
    >('changePassword', 'changePasswordActors'),
    loadMember: placeholder<MemberInfo>('loadMember', 'changePasswordActors'),
  },
}).createMachine({
  id: 'changePassword',
  initial: 'editing',
  context: ({ input }) => ({ ...input, values: null, fieldErrors: {}, error: null }),
  states: {
    editing: {
      on: {
        SUBMIT: submitChecked<ChangePasswordContext, ChangePasswordValues, ChangePasswordEvent>(
          'submitting',
          changePasswordErrors,
        ),
        CANCEL: { target: 'cancelled' },
      },
    },
    submitting: {
      invoke: {
        id: 'changePassword',
        src: 'changePassword',
        input: ({ context }) => ({
          oldPassword: context.knownOldPassword ?? context.values?.oldPassword ?? '',
          newPassword: context.values?.newPassword ?? '',
          confirmNewPassword: context.values?.confirmNewPassword ?? '',
        }),
        onDone: 'reloading',
        onError: { target: 'editing', actions: assign({ error: ({ event }) => toFlowError(event.error) }) },
      },
    },
    reloading: {
      invoke: {
        id: 'loadMember',
        src: 'loadMember',
        onDone: {
          target: 'done',
          actions: emit(({ event }) => ({
            type: 'loggedIn' as const,
            member: event.output,
            firstTimeLogin: false,
          })),
        },
        onError: { target: 'done', actions: assign({ error: ({ event }) => toFlowError(event.error) }) },
      },
    },
    done: {
      type: 'final',
      entry: [emit({ type: 'closeModal' }), emit({ type: 'navigate', to: ROUTES.home })],
    },
    cancelled: { type: 'final', entry: emit({ type: 'closeModal' }) },
  },
});

/** Real actors: `changePasswordMachine.provide({ actors: changePasswordActors(sdk) })`. */
export function changePasswordActors(sdk: SdkSlice<'member', 'changePassword' | 'getMemberInfo'>) {
  return {
    changePassword: fromPromise<
      unknown,
      { oldPassword: string; newPassword: string; confirmNewPassword: string }
    >(({ input, signal }) => sdk.member.changePassword(input, { signal })),
    loadMember: fromPromise<MemberInfo>(({ signal }) => sdk.member.getMemberInfo({}, { signal })),
  };
}
