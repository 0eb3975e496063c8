import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useMachine } from '@xstate/react';
import { smsCountdownActors, smsCountdownMachine, type FlowError, type SmsChannel } from '@lobby/flows';
import { useDialog } from '@/hooks/use-dialog';
import { usePhoneAuth } from '@/hooks/use-phone-auth';
import { useSdk } from '@/lib/app-services';
import { describeError } from '@/lib/error-keys';

/** A failed send shows the warning dialog; closing it lets the member send again. */
function useSmsFailureDialog(error: FlowError | null, send: (event: { type: 'DISMISS' }) => void) {
  const { t } = useTranslation();
  const dialog = useDialog();
  useEffect(() => {
    if (!error) return;
    void dialog
      .show({
        title: t('auth.smsFailed'),
        message: describeError(t, error),
        icon: 'warning',
        buttons: [{ id: 'ok', label: t('action.submit'), variant: 'primary' }],
      })
      .then(() => send({ type: 'DISMISS' }));
  }, [error, dialog, t, send]);
}

/**
 * The send-code button on the flows' SMS countdown machine: disabled while sending and for
 * expiredMinutes x 60 s (60 s by default; 1 minute through the firebase provider), presses throttled;
 * a failed send shows the warning dialog. `firebase` sends through the brand's phone-auth provider
 * (login and registration with firebase SMS on); `onSent` hands the form the provider's verification id.
 */
export function SmsCodeButton({
  channel,
  regType,
  mobileNum,
  countryDialingCode,
  firebase = false,
  onSent,
}: {
  channel: SmsChannel;
  regType?: 'mobile' | 'username';
  mobileNum: string;
  countryDialingCode: string;
  firebase?: boolean;
  onSent?: (verificationId: string | null) => void;
}) {
  const { t } = useTranslation();
  const sdk = useSdk();
  const phoneAuth = usePhoneAuth();
  const machine = useMemo(
    () => smsCountdownMachine.provide({ actors: smsCountdownActors(sdk, phoneAuth) }),
    [sdk, phoneAuth],
  );
  const [state, send, actor] = useMachine(machine, {
    input: { channel: firebase ? 'firebase' : channel, ...(regType ? { regType } : {}) },
  });
  const { error, remaining } = state.context;

  useEffect(() => {
    if (!onSent) return;
    const subscription = actor.on('sent', (event) => onSent(event.verificationId));
    return () => subscription.unsubscribe();
  }, [actor, onSent]);

  useSmsFailureDialog(error, send);

  const busy = state.matches({ sms: 'sending' });
  return (
    <button
      type="button"
      className="button"
      disabled={!mobileNum || busy || remaining > 0}
      onClick={() => send({ type: 'SEND', mobileNum, countryDialingCode })}
      aria-live="polite"
    >
      {remaining > 0 ? t('auth.resendIn', { seconds: remaining }) : t('auth.sendCode')}
    </button>
  );
}
