import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/hooks/use-session';
import { PaymentPasswordForm } from './payment-password-form';

/** The security centre's payment password: whether one is set, and the form to set or change it. */
export function PaymentPasswordBlock() {
  const { t } = useTranslation('money');
  const { member } = useSession();
  // The form keeps the mode it opened with: once a first password is set, the member refetches as
  // having one, and the form's "set" receipt must not turn into a "changed" one under the member's eyes.
  const [openMode, setOpenMode] = useState<'set' | 'change' | null>(null);
  const mode = member?.hasPaymentPassword ? 'change' : 'set';
  return (
    <section className="money-stack" aria-labelledby="payment-password-block">
      <h3 id="payment-password-block">{t('paymentPassword.title')}</h3>
      <p>{t(mode === 'change' ? 'paymentPassword.isSet' : 'paymentPassword.notSet')}</p>
      {openMode ? (
        <PaymentPasswordForm mode={openMode} onClose={() => setOpenMode(null)} />
      ) : (
        <p>
          <button type="button" className="button" onClick={() => setOpenMode(mode)}>
            {t(mode === 'change' ? 'paymentPassword.changeTitle' : 'paymentPassword.setTitle')}
          </button>
        </p>
      )}
    </section>
  );
}
