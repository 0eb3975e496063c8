import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDownlineSearch } from '../../api/list-downlines';
import type { DownlineActions } from './downline-actions';
import { DownlineHead, DownlineRow, useRowText } from './downline-row';
import { LoadFailed, ShowMoreRow } from './show-more-row';

const SEARCH_COLUMNS = 9;

/** The username search box over the whole team; an empty search goes back to the tree. */
export function DownlineSearchForm({
  current,
  onSearch,
}: {
  current: string;
  onSearch: (account: string) => void;
}) {
  const { t } = useTranslation('agentTeam');
  const [text, setText] = useState(current);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  const clear = () => {
    setText('');
    onSearch('');
  };
  return (
    <form role="search" className="team-search" onSubmit={submit} aria-label={t('search.label')}>
      <label htmlFor="team-search-input" className="visually-hidden">
        {t('search.label')}
      </label>
      <input
        id="team-search-input"
        className="input"
        type="search"
        value={text}
        placeholder={t('search.placeholder')}
        onChange={(event) => setText(event.target.value)}
      />
      <button type="submit" className="button button--primary">
        {t('search.submit')}
      </button>
      {current ? (
        <button type="button" className="button" onClick={clear}>
          {t('search.clear')}
        </button>
      ) : null}
    </form>
  );
}

/** Every team member whose username contains `account`, at any level, 50 at a time. */
export function DownlineSearchResults({ account, actions }: { account: string; actions: DownlineActions }) {
  const { t } = useTranslation('agentTeam');
  const text = useRowText();
  const search = useDownlineSearch(account);
  const rows = search.data?.pages.flatMap((page) => page.list) ?? [];
  const total = search.data?.pages.at(-1)?.total ?? 0;
  return (
    <div className="table-wrap team-table-wrap">
      <table className="table team-table">
        <caption className="team-caption">
          {search.isSuccess
            ? t('search.caption', { account, count: total })
            : t('search.searching', { account })}
        </caption>
        <DownlineHead withUpline />
        <tbody>
          {search.isError ? (
            <tr>
              <td colSpan={SEARCH_COLUMNS} role="alert">
                <LoadFailed error={search.error} onRetry={() => void search.refetch()} />
              </td>
            </tr>
          ) : search.isSuccess && rows.length === 0 ? (
            <tr>
              <td colSpan={SEARCH_COLUMNS}>{t('search.empty', { account })}</td>
            </tr>
          ) : (
            rows.map((downline) => (
              <DownlineRow
                key={downline.memberId}
                downline={downline}
                withUpline
                actions={actions}
                text={text}
              />
            ))
          )}
          <ShowMoreRow columns={SEARCH_COLUMNS} shown={rows.length} total={total} pages={search} />
        </tbody>
      </table>
    </div>
  );
}
