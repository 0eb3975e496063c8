import { useTranslation } from 'react-i18next';
import { useModals } from '@/hooks/use-modals';
import { useNotices } from '@/components/banners/use-notices';
import { usePageVisible } from '@/hooks/use-page-visible';

/**
 * The scrolling notice line (the notices' `player` list). Opening it shows the announcements;
 * the scroll pauses on hover and focus and stops for reduced motion (CSS), and stands still while the page is hidden
 * (a hidden page draws no frame, but the animation's clock runs on: paused, it goes on where the person left it).
 */
export function NoticeMarquee() {
  const { t } = useTranslation('games');
  const modals = useModals();
  const { data, isPending } = useNotices();
  const visible = usePageVisible();
  const notices = data?.player ?? [];
  if (isPending) return <div className="marquee marquee--placeholder" aria-hidden="true" />;
  if (notices.length === 0) return null;
  const titles = notices.map((notice) => notice.title).filter(Boolean);
  return (
    <section className="marquee" aria-label={t('home.notices')}>
      <svg className="marquee__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path
          fill="currentColor"
          d="M3 10v4a1 1 0 0 0 1 1h2l4 4V5L6 9H4a1 1 0 0 0-1 1zm13.5 2A4.5 4.5 0 0 0 14 8v8a4.5 4.5 0 0 0 2.5-4zM14 3.2v2.1a7 7 0 0 1 0 13.4v2.1a9 9 0 0 0 0-17.6z"
        />
      </svg>
      <button
        type="button"
        className="marquee__viewport"
        onClick={() => modals.open({ name: 'announcements' })}
        aria-label={t('home.openNotices', { titles: titles.join(' · ') })}
      >
        <span className={`marquee__track${visible ? '' : ' marquee__track--paused'}`} aria-hidden="true">
          {titles.map((title, index) => (
            <span key={index} className="marquee__item">
              {title}
            </span>
          ))}
        </span>
      </button>
    </section>
  );
}
