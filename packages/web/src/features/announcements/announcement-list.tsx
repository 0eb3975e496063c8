import { useTranslation } from 'react-i18next';
import type { Schemas } from '@lobby/sdk';
import { PagerControls } from '@/components/ui/pager-controls';

type Announcement = Schemas['Announcement'];

/** The page's titles (the chosen one current) and, past one page, previous and next (`page` from 1). */
export function AnnouncementList({
  visible,
  selectedId,
  onSelect,
  page,
  pages,
  onPage,
}: {
  visible: readonly Announcement[];
  selectedId: string | undefined;
  onSelect: (id: string) => void;
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <nav className="announcements__list" aria-label={t('announcements.list')}>
      <ul>
        {visible.map((item) => (
          <li key={item.id}>
            <button
              type="button"
              className="menu-entry"
              aria-current={item.id === selectedId ? 'true' : undefined}
              onClick={() => onSelect(item.id)}
            >
              {item.title}
            </button>
          </li>
        ))}
      </ul>
      {pages > 1 ? (
        <div className="pager">
          <PagerControls page={page} pages={pages} onPage={onPage} />
        </div>
      ) : null}
    </nav>
  );
}
