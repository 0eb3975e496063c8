import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  MAIN_WALLET,
  recallableWallets,
  walletTransferActors,
  walletTransferMachine,
  type WalletTransferInput,
} from '@lobby/flows';
import { AmountField } from '@/components/money/amount-field';
import { MoneyMoveEnd } from '@/components/money/money-move-end';
import { useMoneyFormat } from '@/hooks/use-money-format';
import { useMoneyMove } from '@/hooks/use-money-move';
import { useSdk } from '@/lib/app-services';
import { fieldMessage } from '@/lib/error-keys';
import { TransferWalletPair } from './transfer-wallet-pair';
import { WalletList, type WalletRow } from './wallet-list';

/** The transfer between two wallets and "recall all" to main, bound to `walletTransferMachine`. */
export function TransferForm({
  rows,
  decimals,
  onRefresh,
  refreshing,
}: {
  rows: WalletRow[];
  decimals?: number;
  onRefresh: () => void;
  refreshing: boolean;
}) {
  const { t } = useTranslation('money');
  const format = useMoneyFormat();
  const transfer = useWalletTransfer(rows, decimals);
  const { move } = transfer;
  const recall = recallableWallets(transfer.input);
  return (
    <div className="money-stack">
      <WalletTransferForm rows={rows} transfer={transfer} />
      <WalletList rows={rows} format={format} onRefresh={onRefresh} refreshing={refreshing} />
      <div className="money-actions">
        <button
          type="button"
          className="button"
          disabled={move.locked || recall.length === 0}
          onClick={() => move.submit({ kind: 'recall', wallets: recall })}
        >
          {t('transfer.recallAll')}
        </button>
      </div>
    </div>
  );
}

/** The wallets' balances as the flow's input, the pair picked (main to the first open vendor wallet) and the amount. */
function useWalletTransfer(rows: WalletRow[], decimals: number | undefined) {
  const sdk = useSdk();
  const input = useMemo<WalletTransferInput>(
    () => ({
      balances: Object.fromEntries(rows.map((row) => [row.code, row.balance])),
      maintenance: rows.filter((row) => row.maintenance).map((row) => row.code),
      ...(decimals === undefined ? {} : { decimals }),
    }),
    [rows, decimals],
  );
  const [fromWallet, setFrom] = useState(MAIN_WALLET);
  const [toWallet, setTo] = useState(
    rows.find((row) => row.code !== MAIN_WALLET && !row.maintenance)?.code ?? '',
  );
  const [amount, setAmount] = useState('');
  const move = useMoneyMove({
    machine: walletTransferMachine,
    actors: (lock) => walletTransferActors(sdk, lock),
    input,
    onDone: () => setAmount(''),
  });
  return { input, move, fromWallet, setFrom, toWallet, setTo, amount, setAmount };
}

/** The pair of wallets, the amount (at most what the source holds) and the move's end. */
function WalletTransferForm({
  rows,
  transfer,
}: {
  rows: WalletRow[];
  transfer: ReturnType<typeof useWalletTransfer>;
}) {
  const { t } = useTranslation('money');
  const { t: common } = useTranslation();
  const format = useMoneyFormat();
  const { input, move, fromWallet, toWallet, amount } = transfer;
  const { fieldErrors } = move.state.context;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    move.submit({ kind: 'transfer', fromWallet, toWallet, amount });
  };
  return (
    <form className="money-form" onSubmit={submit} noValidate aria-labelledby="transfer-form-title">
      <h3 id="transfer-form-title">{t('transfer.formTitle')}</h3>
      <TransferWalletPair
        rows={rows}
        fromWallet={fromWallet}
        toWallet={toWallet}
        onFrom={transfer.setFrom}
        onTo={transfer.setTo}
        toError={fieldMessage(common, fieldErrors['toWallet'])}
        disabled={move.locked}
      />
      <AmountField
        label={t('amount.label')}
        value={amount}
        onChange={transfer.setAmount}
        error={fieldMessage(common, fieldErrors['amount'])}
        max={input.balances[fromWallet] ?? undefined}
        hint={t('transfer.available', { amount: format(input.balances[fromWallet] ?? 0) })}
        disabled={move.locked}
      />
      <MoneyMoveEnd
        move={move}
        formError={fieldMessage(common, fieldErrors['form'])}
        receipt={t('transfer.done')}
        submitLabel={t('transfer.submit')}
        busyLabel={t('transfer.submitting')}
      />
    </form>
  );
}
