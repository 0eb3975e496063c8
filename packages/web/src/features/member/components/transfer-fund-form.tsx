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
import { MoneyOutcome } from '@/components/money/money-outcome';
import { useMoneyFormat } from '@/hooks/use-money-format';
import { useMoneyMove } from '@/hooks/use-money-move';
import { useSdk } from '@/lib/app-services';
import { fieldMessage } from '@/lib/error-keys';
import { tabMoneyLock } from '@/lib/money-lock';
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
  const { t: common } = useTranslation();
  const sdk = useSdk();
  const format = useMoneyFormat();
  const machine = useMemo(
    () => walletTransferMachine.provide({ actors: walletTransferActors(sdk, tabMoneyLock) }),
    [sdk],
  );
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
  const {
    state,
    send,
    done,
    submit: start,
    busy,
    locked,
  } = useMoneyMove(machine, input, () => setAmount(''));
  const { fieldErrors } = state.context;
  const recall = recallableWallets(input);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    start({ kind: 'transfer', fromWallet, toWallet, amount });
  };
  return (
    <div className="money-stack">
      <form className="money-form" onSubmit={submit} noValidate aria-labelledby="transfer-form-title">
        <h3 id="transfer-form-title">{t('transfer.formTitle')}</h3>
        <TransferWalletPair
          rows={rows}
          fromWallet={fromWallet}
          toWallet={toWallet}
          onFrom={setFrom}
          onTo={setTo}
          toError={fieldMessage(common, fieldErrors['toWallet'])}
          disabled={locked}
        />
        <AmountField
          label={t('amount.label')}
          value={amount}
          onChange={setAmount}
          error={fieldMessage(common, fieldErrors['amount'])}
          max={input.balances[fromWallet] ?? undefined}
          hint={t('transfer.available', { amount: format(input.balances[fromWallet] ?? 0) })}
          disabled={locked}
        />
        {fieldErrors['form'] ? (
          <p className="form-error" role="alert">
            {fieldMessage(common, fieldErrors['form'])}
          </p>
        ) : null}
        <MoneyOutcome state={state} send={send} />
        {done ? (
          <p className="money-success" role="status">
            {t('transfer.done')}
          </p>
        ) : null}
        <button type="submit" className="button button--primary" disabled={locked} aria-busy={busy}>
          {busy ? t('transfer.submitting') : t('transfer.submit')}
        </button>
      </form>
      <WalletList rows={rows} format={format} onRefresh={onRefresh} refreshing={refreshing} />
      <div className="money-actions">
        <button
          type="button"
          className="button"
          disabled={locked || recall.length === 0}
          onClick={() => start({ kind: 'recall', wallets: recall })}
        >
          {t('transfer.recallAll')}
        </button>
      </div>
    </div>
  );
}
