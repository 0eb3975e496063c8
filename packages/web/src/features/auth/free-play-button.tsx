import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/ui/icon';
import { useSdk } from '@/lib/app-services';
import { describeError } from '@/lib/error-keys';
import { loginDeviceId } from '@/lib/device-id';
import { useCompleteLogin } from './use-complete-login';

/** Free play (trial): log in as a trial member, load the member, go home. */
export function FreePlayButton() {
  const { t } = useTranslation();
  const sdk = useSdk();
  const complete = useCompleteLogin();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const start = async () => {
    setBusy(true);
    setError(null);
    try {
      const result = await sdk.session.freePlayLogin({ loginDeviceId: loginDeviceId(), os: detectOs() });
      await complete(result, { type: 'freeplay' });
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="free-play">
      {error ? (
        <p className="form-error" role="alert">
          {describeError(t, error)}
        </p>
      ) : null}
      <button type="button" className="button button--block" disabled={busy} onClick={() => void start()}>
        <Icon name="dice" /> {t('auth.freePlay')}
      </button>
    </div>
  );
}

/** The visitor's OS as the site reports it in the free-play `os` header. */
function detectOs(userAgent = navigator.userAgent): string {
  if (/android/i.test(userAgent)) return 'Android';
  if (/iphone|ipad|ipod/i.test(userAgent)) return 'iOS';
  if (/mac os/i.test(userAgent)) return 'MacOS';
  if (/windows/i.test(userAgent)) return 'Windows';
  return 'Linux';
}
