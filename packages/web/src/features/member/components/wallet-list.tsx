import { useTranslation } from 'react-i18next';
import { sumAmounts } from '@lobby/flows';

/** One wallet as the transfer screen lists it. */
export interface WalletRow {
  code: string;
  name: string;
  /** Null when the vendor did not answer. */
  balance: number | null;
  /** Held by pending withdrawals (main wallet only). */
  locked?: number;
  maintenance?: boolean;
}

function WalletTable({
  rows,
  format,
  caption,
}: {
  rows: readonly WalletRow[];
  format: (amount: number) => string;
  caption: string;
}) {
  const { t } = useTranslation('money');
  return (
    <div className="table-wrap">
      <table className="table wallet-table">
        <caption className="money-caption">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('transfer.wallet')}</th>
            <th scope="col">{t('transfer.balance')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.code} data-wallet={row.code}>
              <th scope="row">{row.name}</th>
              <td>
                {row.maintenance
                  ? t('transfer.maintenance')
                  : row.balance === null
                    ? t('transfer.unavailable')
                    : format(row.balance)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The main wallet (with what pending withdrawals hold), the game wallets holding money, and the
 * empty ones folded away: a brand may have fifty game wallets and most are empty.
 */
export function WalletList({
  rows,
  format,
  onRefresh,
  refreshing,
}: {
  rows: readonly WalletRow[];
  format: (amount: number) => string;
  onRefresh: () => void;
  refreshing: boolean;
}) {
  const { t } = useTranslation('money');
  const [main, ...games] = rows;
  const holding = games.filter((row) => (row.balance ?? 0) > 0 || row.maintenance || row.balance === null);
  const empty = games.filter((row) => !holding.includes(row));
  const inGames = sumAmounts(games.map((row) => row.balance ?? 0));
  return (
    <section className="money-wallets" aria-labelledby="wallets-title">
      <div className="money-wallets__head">
        <h3 id="wallets-title">{t('transfer.wallets')}</h3>
        <button type="button" className="button button--small" onClick={onRefresh} disabled={refreshing}>
          {t('transfer.refresh')}
        </button>
      </div>
      {main ? (
        <dl className="info-list">
          <dt>{main.name}</dt>
          <dd data-wallet={main.code}>
            {format(main.balance ?? 0)}
            {main.locked ? (
              <span className="money-hint"> {t('transfer.locked', { amount: format(main.locked) })}</span>
            ) : null}
          </dd>
          <dt>{t('transfer.inGames')}</dt>
          <dd>{format(inGames)}</dd>
        </dl>
      ) : null}
      {holding.length > 0 ? (
        <WalletTable rows={holding} format={format} caption={t('transfer.holding')} />
      ) : null}
      {empty.length > 0 ? (
        <details className="fold">
          <summary>{t('transfer.empty', { count: empty.length })}</summary>
          <WalletTable rows={empty} format={format} caption={t('transfer.emptyCaption')} />
        </details>
      ) : null}
    </section>
  );
}
