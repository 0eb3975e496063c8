import type { ReactNode } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Schemas } from '@lobby/sdk';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { PagerControls } from '@/components/ui/pager-controls';
import { Spinner } from '@/components/ui/spinner';
import { DateTime } from '@/components/ui/date-time';
import { RichText } from '@/components/ui/rich-text';
import { hrefs } from '@/config/paths';
import { useAnnouncements } from './api/list-announcements';
import { announcementPage, pageOfIndex } from './announcement-pages';
import './announcements.css';

type Announcement = Schemas['Announcement'];

/** `/news?page=N`: a page of 9 titles with their dates, each linking to its full text. */
function NewsList({ items }: { items: readonly Announcement[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { visible, page, pages } = announcementPage(items, Number(params.get('page') ?? 1));
  if (items.length === 0) return <EmptyState title={t('announcements.empty')} />;
  return (
    <nav className="news__list" aria-label={t('announcements.list')}>
      <ul>
        {visible.map((item) => (
          <li key={item.id}>
            <Link to={hrefs.news(item.id)}>{item.title}</Link>
            <span className="announcements__time">
              <DateTime value={item.timestamp} />
            </span>
          </li>
        ))}
      </ul>
      {pages > 1 ? (
        <div className="pager">
          <PagerControls page={page} pages={pages} onPage={(next) => navigate(hrefs.newsPage(next))} />
        </div>
      ) : null}
    </nav>
  );
}

/** `/news/:id`: one announcement's full text (server HTML through the sanitiser), and the way back to its page. */
function NewsArticle({ items, id }: { items: readonly Announcement[]; id: string }) {
  const { t } = useTranslation();
  const index = items.findIndex((item) => item.id === id);
  const item = items[index];
  const back = <Link to={hrefs.newsPage(pageOfIndex(index))}>{t('news.back')}</Link>;
  if (!item) return <EmptyState title={t('news.missing')} action={back} />;
  return (
    <article className="news__article">
      <h2>{item.title}</h2>
      <p className="announcements__time">
        <DateTime value={item.timestamp} />
      </p>
      <RichText html={item.content} />
      <p>{back}</p>
    </article>
  );
}

/** `/news` and `/news/:id`: the announcements as linkable pages; `brandStory` is the help centre's, when it has one. */
export function NewsPage({ brandStory }: { brandStory?: ReactNode }) {
  const { t } = useTranslation();
  const { id } = useParams();
  const { data, error, isPending, refetch } = useAnnouncements();
  return (
    <div className="page news">
      <h1 className="page__title">{t('news.title')}</h1>
      {brandStory}
      {isPending ? <Spinner /> : null}
      {error ? <LoadError error={error} onRetry={() => void refetch()} /> : null}
      {data && id ? <NewsArticle items={data} id={id} /> : null}
      {data && !id ? <NewsList items={data} /> : null}
    </div>
  );
}
