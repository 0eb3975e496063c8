import { useMemo, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { paymentPasswordActors, paymentPasswordMachine, type PaymentPasswordInput } from '@lobby/flows';
import { FormError } from '@/components/form/form-error';
import { TextField } from '@/components/form/text-field';
import { fieldMessage } from '@/lib/error-keys';
import { useFormValues } from '@/hooks/use-form-values';
import { useFormFlow } from '@/hooks/use-money-flow';
import { FormActions } from './form-actions';
import { FormDone } from './form-done';

/** Set the payment password the first time (with the login password) or change it (with the current one). */
export function PaymentPasswordForm({ mode, onClose }: { mode: 'set' | 'change'; onClose: () => void }) {
  const { t } = useTranslation('money');
  const { t: common } = useTranslation();
  const input = useMemo<PaymentPasswordInput>(() => ({ mode }), [mode]);
  const [state, send] = useFormFlow(paymentPasswordMachine, paymentPasswordActors, input);
  const form = useFormValues({ current: '', password: '', confirm: '' });
  const busy = state.matches('submitting');
  const { fieldErrors } = state.context;
  if (state.matches('done')) {
    return (
      <FormDone
        message={t(mode === 'set' ? 'paymentPassword.setDone' : 'paymentPassword.changeDone')}
        onClose={onClose}
      />
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'SUBMIT', values: form.values });
  };
  const field = (name: keyof typeof form.values, label: string) => (
    <TextField
      label={label}
      type="password"
      inputMode={name === 'current' && mode === 'set' ? undefined : 'numeric'}
      autoComplete={name === 'current' && mode === 'set' ? 'current-password' : 'off'}
      {...form.bind(name)}
      error={fieldMessage(common, fieldErrors[name])}
      disabled={busy}
    />
  );
  return (
    <form className="money-form" onSubmit={submit} noValidate aria-labelledby="payment-password-title">
      <h3 id="payment-password-title">
        {t(mode === 'set' ? 'paymentPassword.setTitle' : 'paymentPassword.changeTitle')}
      </h3>
      {field('current', t(mode === 'set' ? 'paymentPassword.loginPassword' : 'paymentPassword.current'))}
      {field('password', t('paymentPassword.new'))}
      {field('confirm', t('paymentPassword.confirm'))}
      <p className="money-hint">{t('paymentPassword.rule')}</p>
      <FormError error={state.context.error} />
      <FormActions onCancel={onClose} busy={busy} submitLabel={common('action.submit')} />
    </form>
  );
}
