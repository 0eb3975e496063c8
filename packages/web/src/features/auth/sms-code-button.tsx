import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BUTTON_THROTTLE_MS, SMS_DEFAULT_SECONDS } from '@/config/constants';

/**
 * The send-code button: disabled while sending and during the countdown (expiredMinutes x 60 s,
 * 60 s by default), presses throttled to one a second.
 */
export function SmsCodeButton({ send, disabled }: { send: () => Promise<number | null | undefined>; disabled?: boolean }) {
  const { t } = useTranslation();
  const [remaining, setRemaining] = useState(0);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (remaining <= 0) return;
    const timer = setTimeout(() => setRemaining((value) => value - 1), 1_000);
    return () => clearTimeout(timer);
  }, [remaining]);

  const onClick = async () => {
    setBusy(true);
    const started = Date.now();
    try {
      const expiredMinutes = await send();
      if (expiredMinutes !== null) setRemaining(expiredMinutes && expiredMinutes > 0 ? Math.round(expiredMinutes * 60) : SMS_DEFAULT_SECONDS);
    } finally {
      setTimeout(() => setBusy(false), Math.max(0, BUTTON_THROTTLE_MS - (Date.now() - started)));
    }
  };

  return (
    <button type="button" className="button" disabled={disabled || busy || remaining > 0} onClick={() => void onClick()} aria-live="polite">
      {remaining > 0 ? t('auth.resendIn', { seconds: remaining }) : t('auth.sendCode')}
    </button>
  );
}
