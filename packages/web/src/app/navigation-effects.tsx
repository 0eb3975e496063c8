import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useLoadingOverlay } from '@/components/ui/loading-overlay';

const HASH_RETRY_MS = 300;

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
    // The target may live in a page chunk still loading: look once more shortly after.
    window.scrollTo(0, 0);
    const timer = setTimeout(() => scrollToHash(hash), HASH_RETRY_MS);
    return () => clearTimeout(timer);
  }, [pathname, search, hash, hideOverlay]);

  return null;
}
