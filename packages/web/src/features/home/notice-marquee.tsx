import { useTranslation } from 'react-i18next';
import { useModals } from '@/components/modal/modal-stack';
import { useNotices } from '@/components/banners/use-notices';

/**
 * The scrolling notice line (the notices' `player` list). Opening it shows the announcements;
 * the scroll pauses on hover and focus and stops for reduced motion (CSS).
 */
export function NoticeMarquee() {
  const { t } = useTranslation('games');
  const modals = useModals();
  const notices = useNotices().data?.player ?? [];
  if (notices.length === 0) return null;
  const titles = notices.map((notice) => notice.title).filter(Boolean);
  return (
    <section className="marquee" aria-label={t('home.notices')}>
      <span className="marquee__icon" aria-hidden="true">
        📢
      </span>
      <button type="button" className="marquee__viewport" onClick={() => modals.open({ name: 'announcements' })} aria-label={t('home.openNotices', { titles: titles.join(' · ') })}>
        <span className="marquee__track" aria-hidden="true">
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
