import { useEffect, useMemo, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMachine } from '@xstate/react';
import { forgotPasswordActors, forgotPasswordMachine, type ForgotMode } from '@lobby/flows';
import { FormError } from '@/components/form/form-error';
import { SubmitButton } from '@/components/form/submit-button';
import { TextField } from '@/components/form/text-field';
import { MobileNumberValues, usePhoneDigits } from '@/components/login/mobile-number-field';
import { SmsCodeField } from '@/components/login/sms-code-field';
import { Modal } from '@/components/modal/modal';
import { Tabs } from '@/components/ui/tabs';
import { useFlowEvents } from '@/hooks/use-flow-events';
import { useFormValues } from '@/hooks/use-form-values';
import { useModals, type ModalComponentProps } from '@/hooks/use-modals';
import { useSdk } from '@/lib/app-services';
import { deviceId } from '@/lib/browser-ports';
import { fieldMessage } from '@/lib/error-keys';
import { NewPasswordFields, type FieldBinding } from './new-password-fields';
import '@/components/login/login.css';
import './auth.css';

type FieldOf = (key: string) => FieldBinding;

/** The forgot-password machine of this popup; its `openLogin` opens the login popup. */
function useForgotPasswordMachine(onClose: () => void) {
  const sdk = useSdk();
  const { open } = useModals();
  const machine = useMemo(
    () => forgotPasswordMachine.provide({ actors: forgotPasswordActors(sdk, { deviceId }) }),
    [sdk],
  );
  const [state, send, actor] = useMachine(machine, { input: {} });
  useFlowEvents(actor, onClose);
  useEffect(() => {
    const subscription = actor.on('openLogin', () => open({ name: 'login' }));
    return () => subscription.unsubscribe();
  }, [actor, open]);
  return [state, send] as const;
}

/** The email tab's fields: whose password, and the address the reset mail goes to. */
function ByEmailFields({ field }: { field: FieldOf }) {
  const { t } = useTranslation();
  return (
    <>
      <TextField label={t('auth.username')} autoComplete="username" {...field('username')} required />
      <TextField label={t('auth.email')} type="email" autoComplete="email" {...field('email')} required />
    </>
  );
}

/** The mobile tab's fields: the number, the code sent to it and the new password. */
function ByMobileFields({
  field,
  values,
  setValue,
}: {
  field: FieldOf;
  values: Readonly<Record<string, string>>;
  setValue: (key: string, value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <MobileNumberValues values={values} setValue={setValue} error={field('mobileNum').error} />
      <SmsCodeField
        {...field('verificationCode')}
        send={{
          channel: 'noLogin',
          mobileNum: values.mobileNum ?? '',
          countryDialingCode: values.countryDialingCode ?? '',
        }}
      />
      <NewPasswordFields
        label={t('auth.newPassword')}
        password={field('newPassword')}
        confirm={field('confirmPassword')}
      />
    </>
  );
}

/** What the email tab shows once the reset mail went out. */
function EmailSent({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="status">
      <p>{t('auth.emailSent')}</p>
      <button type="button" className="button button--primary button--block" onClick={onClose}>
        {t('action.close')}
      </button>
    </div>
  );
}

/** Forgot password on the flows' machine: by email (a reset mail) or by mobile (SMS code, new password, logged in). */
export function ForgotPasswordModal({ onClose }: ModalComponentProps<'forgotPassword'>) {
  const { t } = useTranslation();
  const [state, send] = useForgotPasswordMachine(onClose);
  const { values, setValue, bind } = useFormValues<Record<string, string>>({});
  const { mode, error, fieldErrors } = state.context;
  const field = (key: string) => ({ ...bind(key), error: fieldMessage(t, fieldErrors[key]) });
  const busy = !state.matches('editing') && !state.matches('emailSent');
  const phoneDigits = usePhoneDigits(values.countryDialingCode);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'SUBMIT', values, ...(mode === 'phone' && phoneDigits ? { phoneDigits } : {}) });
  };
  const close = () => send({ type: 'CLOSE' });

  return (
    <Modal title={t('auth.forgotPassword')} onClose={close}>
      {state.matches('emailSent') ? (
        <EmailSent onClose={close} />
      ) : (
        <Tabs
          items={[
            { key: 'email' as ForgotMode, label: t('auth.byEmail') },
            { key: 'phone' as ForgotMode, label: t('auth.byMobile') },
          ]}
          selected={mode}
          onSelect={(next) => send({ type: 'SELECT_MODE', mode: next })}
          label={t('auth.forgotPassword')}
        >
          <form className="auth-form" onSubmit={onSubmit} noValidate aria-busy={busy}>
            <FormError error={error} />
            {mode === 'email' ? (
              <ByEmailFields field={field} />
            ) : (
              <ByMobileFields field={field} values={values} setValue={setValue} />
            )}
            <SubmitButton busy={busy}>{t('action.submit')}</SubmitButton>
          </form>
        </Tabs>
      )}
    </Modal>
  );
}
