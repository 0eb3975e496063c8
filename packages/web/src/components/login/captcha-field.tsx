import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/form/text-field';
import './login.css';

// The server answers base64 with or without the data-URL prefix.
const asDataUrl = (value: string): string =>
  value.startsWith('data:') ? value : `data:image/png;base64,${value}`;

/** The image captcha input (login and registration): the text, the image, a press on it fetches another. */
export function CaptchaField({
  value,
  onChange,
  image,
  error,
  onRefresh,
}: {
  value: string;
  onChange: (value: string) => void;
  image: string | null;
  error?: string | null;
  onRefresh: () => void;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('auth.captcha')}
      name="captcha"
      autoComplete="off"
      required
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={error ?? null}
      addon={
        <button
          type="button"
          className="captcha-image"
          onClick={onRefresh}
          aria-label={t('auth.refreshCaptcha')}
        >
          {image ? <img src={asDataUrl(image)} alt="" /> : <span aria-hidden="true">…</span>}
        </button>
      }
    />
  );
}
