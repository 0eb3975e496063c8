import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useLoadingOverlay } from '@/components/ui/loading-overlay';

const HASH_RETRY_MS = 200;
const HASH_RETRIES = 15;

function scrollToHash(hash: string): boolean {
  const target = document.getElementById(decodeURIComponent(hash.slice(1)));
  target?.scrollIntoView();
  return target !== null;
}

/** On every navigation: hide the loading overlay, then scroll to the hash target or to the top. */
export function NavigationEffects() {
  const { pathname, search, hash } = useLocation();
  const overlay = useLoadingOverlay();
  const hideOverlay = overlay.hide;

  useLayoutEffect(() => {
    hideOverlay();
    if (!hash) {
      window.scrollTo(0, 0);
      return;
    }
    if (scrollToHash(hash)) return;
    // The target may live in a page chunk or data still loading: keep looking for a few seconds.
    window.scrollTo(0, 0);
    let tries = 0;
    const timer = setInterval(() => {
      tries += 1;
      if (scrollToHash(hash) || tries >= HASH_RETRIES) clearInterval(timer);
    }, HASH_RETRY_MS);
    return () => clearInterval(timer);
  }, [pathname, search, hash, hideOverlay]);

  return null;
}
