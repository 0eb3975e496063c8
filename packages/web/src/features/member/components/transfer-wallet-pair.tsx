import { useTranslation } from 'react-i18next';
import { SelectField } from '@/components/form/field';
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
  const pick = { rows, disabled };
  return (
    <div className="money-row">
      <WalletSelect
        {...pick}
        label={t('transfer.from')}
        name="fromWallet"
        value={fromWallet}
        onPick={onFrom}
      />
      <button
        type="button"
        className="button button--small money-swap"
        onClick={swap}
        disabled={disabled}
        aria-label={t('transfer.swap')}
      >
        ⇄
      </button>
      <WalletSelect
        {...pick}
        label={t('transfer.to')}
        name="toWallet"
        value={toWallet}
        onPick={onTo}
        error={toError}
      />
    </div>
  );
}

/** One of the pair's wallets: every wallet but those under maintenance may be picked. */
function WalletSelect({
  rows,
  label,
  name,
  value,
  onPick,
  error = null,
  disabled,
}: {
  rows: readonly WalletRow[];
  label: string;
  name: string;
  value: string;
  onPick: (code: string) => void;
  error?: string | null;
  disabled: boolean;
}) {
  return (
    <SelectField
      label={label}
      value={value}
      onChange={(event) => onPick(event.target.value)}
      disabled={disabled}
      name={name}
      error={error}
      options={rows.map((row) => ({ value: row.code, label: row.name, disabled: row.maintenance }))}
    />
  );
}
