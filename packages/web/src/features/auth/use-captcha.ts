import { useCallback, useRef, useState } from 'react';
import { CAPTCHA_REFRESH_MS } from '@/config/constants';
import { useSdk } from '@/lib/app-services';

const asDataUrl = (value: string): string => (value.startsWith('data:') ? value : `data:image/png;base64,${value}`);

/** The image captcha: hidden until required, then fetched; refreshes at most once a second. */
export function useCaptcha() {
  const sdk = useSdk();
  const [required, setRequired] = useState(false);
  const [image, setImage] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const last = useRef(0);

  const refresh = useCallback(async () => {
    const now = Date.now();
    if (now - last.current < CAPTCHA_REFRESH_MS) return;
    last.current = now;
    try {
      setImage(asDataUrl(await sdk.session.getCaptcha({ _: String(now) })));
      setFailed(false);
    } catch {
      setFailed(true);
    }
  }, [sdk]);

  const require = useCallback(() => {
    setRequired(true);
    void refresh();
  }, [refresh]);

  return { required, image, failed, refresh, require };
}
