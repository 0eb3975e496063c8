import { useMemo, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  MAIN_WALLET,
  recallableWallets,
  walletTransferActors,
  walletTransferMachine,
  type WalletTransferInput,
} from '@lobby/flows';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { useBalance } from '@/hooks/use-balance';
import { useSession } from '@/hooks/use-session';
import { hrefs } from '@/config/paths';
import { useSdk } from '@/lib/app-services';
import { tabMoneyLock } from '@/lib/money-lock';
import { fieldMessage } from '@/lib/error-keys';
import { useMerchantWallet } from '../api/get-merchant-wallet';
import { useMoneyMove } from '@/hooks/use-money-move';
import { useMoneyFormat } from '@/hooks/use-money-format';
import { AmountField } from '@/components/money/amount-field';
import { MoneyOutcome } from '@/components/money/money-outcome';
import { WalletList, type WalletRow } from './wallet-list';

/** `transferFund`: the main and vendor wallets, a transfer either way, and "recall all" to main. */
export function TransferFund() {
  const { t } = useTranslation('money');
  const { sessionKey } = useSession();
  const merchant = useMerchantWallet();
  const balance = useBalance(sessionKey);
  if (merchant.isPending || balance.isPending) return <Spinner />;
  if (merchant.isError) return <LoadError error={merchant.error} onRetry={() => void merchant.refetch()} />;
  if (balance.isError) return <LoadError error={balance.error} onRetry={() => void balance.refetch()} />;
  if (merchant.data.isSingle) {
    return (
      <div className="money-note">
        <p>{t('transfer.single')}</p>
        <Link to={hrefs.seamless()}>{t('transfer.aboutWallets')}</Link>
      </div>
    );
  }
  const rows: WalletRow[] = [
    {
      code: MAIN_WALLET,
      name: t('transfer.main'),
      balance: balance.data.balance,
      locked: balance.data.lockedAmount ?? 0,
    },
    ...(balance.data.wallets ?? []).map((w) => ({
      code: w.walletCode,
      name: w.walletName,
      balance: w.balance,
      maintenance: w.maintenance ?? false,
    })),
  ];
  return (
    <TransferForm
      rows={rows}
      decimals={balance.data.decimals}
      onRefresh={() => void balance.refetch()}
      refreshing={balance.isFetching}
    />
  );
}

function TransferForm({
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
  const swap = () => {
    setFrom(toWallet);
    setTo(fromWallet);
  };
  const options = rows.map((row) => (
    <option key={row.code} value={row.code} disabled={row.maintenance}>
      {row.name}
    </option>
  ));
  return (
    <div className="money-stack">
      <form className="money-form" onSubmit={submit} noValidate aria-labelledby="transfer-form-title">
        <h3 id="transfer-form-title">{t('transfer.formTitle')}</h3>
        <div className="money-row">
          <label className="field">
            <span className="field__label">{t('transfer.from')}</span>
            <select
              className="input"
              value={fromWallet}
              onChange={(event) => setFrom(event.target.value)}
              disabled={locked}
              name="fromWallet"
            >
              {options}
            </select>
          </label>
          <button
            type="button"
            className="button button--small money-swap"
            onClick={swap}
            disabled={locked}
            aria-label={t('transfer.swap')}
          >
            ⇄
          </button>
          <label className="field">
            <span className="field__label">{t('transfer.to')}</span>
            <select
              className="input"
              value={toWallet}
              onChange={(event) => setTo(event.target.value)}
              disabled={locked}
              name="toWallet"
              aria-invalid={fieldErrors['toWallet'] ? true : undefined}
            >
              {options}
            </select>
            {fieldErrors['toWallet'] ? (
              <span className="field__error">{fieldMessage(common, fieldErrors['toWallet'])}</span>
            ) : null}
          </label>
        </div>
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
