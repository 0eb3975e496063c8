import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/modal/modal';
import type { ModalComponentProps } from '@/hooks/use-modals';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { DateTime } from '@/components/ui/date-time';
import { RichText } from '@/components/ui/rich-text';
import { FormError } from '@/components/form/form-error';
import { useAnnouncements } from './api/list-announcements';
import { AnnouncementList } from './announcement-list';
import { announcementPage } from './announcement-pages';
import './announcements.css';

/** The announcement popup: titles in pages of 9, and a detail pane with title, time and sanitised content. */
export function AnnouncementsModal({ onClose }: ModalComponentProps<'announcements'>) {
  const { t } = useTranslation();
  const { data, error, isPending } = useAnnouncements();
  const [pageFrom1, setPage] = useState(1);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const items = data ?? [];
  const { visible, page, pages } = announcementPage(items, pageFrom1);
  const selected = items.find((item) => item.id === selectedId) ?? visible[0];

  return (
    <Modal title={t('announcements.title')} onClose={onClose} size="large">
      {isPending ? <Spinner /> : null}
      <FormError error={error} />
      {data && items.length === 0 ? <EmptyState title={t('announcements.empty')} /> : null}
      {items.length > 0 ? (
        <div className="announcements">
          <AnnouncementList
            visible={visible}
            selectedId={selected?.id}
            onSelect={setSelectedId}
            page={page}
            pages={pages}
            onPage={setPage}
          />
          {selected ? (
            <article className="announcements__detail" aria-live="polite">
              <h3>{selected.title}</h3>
              <p className="announcements__time">
                <DateTime value={selected.timestamp} />
              </p>
              <RichText html={selected.content} />
            </article>
          ) : null}
        </div>
      ) : null}
    </Modal>
  );
}
