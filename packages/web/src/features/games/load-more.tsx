import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Loads the next page when the sentinel scrolls into view, with a button for keyboards and for
 * browsers without IntersectionObserver.
 */
export function LoadMore({ onMore, busy }: { onMore: () => void; busy: boolean }) {
  const { t } = useTranslation('games');
  const ref = useRef<HTMLDivElement>(null);
  const more = useRef(onMore);
  useEffect(() => {
    more.current = onMore;
  }, [onMore]);

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) more.current();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <div ref={ref} className="load-more">
      <button type="button" className="button" onClick={onMore} disabled={busy} aria-busy={busy}>
        {busy ? t('list.loading') : t('list.loadMore')}
      </button>
    </div>
  );
}
