import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/form/text-field';
import type { useCaptcha } from './use-captcha';

/** The image captcha input with its image; clicking the image fetches a new one. */
export function CaptchaField({ captcha, value, onChange }: { captcha: ReturnType<typeof useCaptcha>; value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  if (!captcha.required) return null;
  return (
    <TextField
      label={t('auth.captcha')}
      name="captcha"
      autoComplete="off"
      required
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={captcha.failed ? t('errors.image_load_error') : null}
      addon={
        <button type="button" className="captcha-image" onClick={() => void captcha.refresh()} aria-label={t('auth.refreshCaptcha')}>
          {captcha.image ? <img src={captcha.image} alt="" /> : <span aria-hidden="true">…</span>}
        </button>
      }
    />
  );
}
