import { useTranslation } from 'react-i18next';
import { SlideCaptcha } from './slide-captcha';

/** The slide check a machine asks for before it sends the form, with the way back to the form. */
export function SlideStep({ onVerified, onCancel }: { onVerified: () => void; onCancel: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="slide-step" role="group" aria-label={t('auth.slideToVerify')}>
      <SlideCaptcha verified={false} onVerified={onVerified} />
      <button type="button" className="link-button" onClick={onCancel}>
        {t('action.cancel')}
      </button>
    </div>
  );
}
