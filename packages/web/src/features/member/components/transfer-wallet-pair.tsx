import { useTranslation } from 'react-i18next';
import type { WalletRow } from './wallet-list';

/** The transfer's "from" and "to" wallets, with a swap between them; a wallet under maintenance cannot be picked. */
export function TransferWalletPair({
  rows,
  fromWallet,
  toWallet,
  onFrom,
  onTo,
  toError,
  disabled,
}: {
  rows: readonly WalletRow[];
  fromWallet: string;
  toWallet: string;
  onFrom: (code: string) => void;
  onTo: (code: string) => void;
  /** The flow's message for the "to" wallet, already in words. */
  toError: string | null;
  disabled: boolean;
}) {
  const { t } = useTranslation('money');
  const swap = () => {
    onFrom(toWallet);
    onTo(fromWallet);
  };
  const options = rows.map((row) => (
    <option key={row.code} value={row.code} disabled={row.maintenance}>
      {row.name}
    </option>
  ));
  return (
    <div className="money-row">
      <label className="field">
        <span className="field__label">{t('transfer.from')}</span>
        <select
          className="input"
          value={fromWallet}
          onChange={(event) => onFrom(event.target.value)}
          disabled={disabled}
          name="fromWallet"
        >
          {options}
        </select>
      </label>
      <button
        type="button"
        className="button button--small money-swap"
        onClick={swap}
        disabled={disabled}
        aria-label={t('transfer.swap')}
      >
        ⇄
      </button>
      <label className="field">
        <span className="field__label">{t('transfer.to')}</span>
        <select
          className="input"
          value={toWallet}
          onChange={(event) => onTo(event.target.value)}
          disabled={disabled}
          name="toWallet"
          aria-invalid={toError ? true : undefined}
        >
          {options}
        </select>
        {toError ? <span className="field__error">{toError}</span> : null}
      </label>
    </div>
  );
}
