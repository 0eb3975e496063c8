import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/hooks/use-session';
import { PaymentPasswordForm } from './payment-password-form';

/** The security centre's payment password: whether one is set, and the form to set or change it. */
export function PaymentPasswordBlock() {
  const { t } = useTranslation('money');
  const { member } = useSession();
  const [open, setOpen] = useState(false);
  const mode = member?.hasPaymentPassword ? 'change' : 'set';
  return (
    <section className="money-stack" aria-labelledby="payment-password-block">
      <h3 id="payment-password-block">{t('paymentPassword.title')}</h3>
      <p>{t(mode === 'change' ? 'paymentPassword.isSet' : 'paymentPassword.notSet')}</p>
      {open ? (
        <PaymentPasswordForm mode={mode} onClose={() => setOpen(false)} />
      ) : (
        <p>
          <button type="button" className="button" onClick={() => setOpen(true)}>
            {t(mode === 'change' ? 'paymentPassword.changeTitle' : 'paymentPassword.setTitle')}
          </button>
        </p>
      )}
    </section>
  );
}
