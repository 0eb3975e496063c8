import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { depositActors, depositMachine, type DepositInput, type DepositMethod } from '@lobby/flows';
import { TextField } from '@/components/form/text-field';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { EmptyState } from '@/components/ui/empty-state';
import { hrefs } from '@/config/paths';
import { useBalance } from '@/hooks/use-balance';
import { useSession } from '@/hooks/use-session';
import { useSdk } from '@/lib/app-services';
import { fieldMessage } from '@/lib/error-keys';
import { safeUrl } from '@/lib/safe-url';
import { useDepositMethods } from '../api/list-deposit-methods';
import { useMoneyMove } from '@/hooks/use-money-move';
import { useMoneyFormat } from '@/hooks/use-money-format';
import { AmountField } from '@/components/money/amount-field';
import { DepositMethodPicker } from './deposit-method-picker';
import { DepositReceipt } from './deposit-receipt';
import { RecentDeposits } from './money-orders';
import { MoneyOutcome } from '@/components/money/money-outcome';

/** `depositv2`: the brand's methods with their limits and presets, the deposit, its receipt, the recent deposits. */
export function Deposit() {
  const { t } = useTranslation('money');
  const methods = useDepositMethods();
  const { sessionKey } = useSession();
  const balance = useBalance(sessionKey);
  if (methods.isPending) return <Spinner />;
  if (methods.isError) return <LoadError error={methods.error} onRetry={() => void methods.refetch()} />;
  return (
    <div className="money-stack">
      {methods.data.length === 0 ? (
        <EmptyState title={t('deposit.noMethods')} />
      ) : (
        <DepositForm methods={methods.data} decimals={balance.data?.decimals} />
      )}
      <RecentDeposits />
    </div>
  );
}

function DepositForm({
  methods,
  decimals,
}: {
  methods: readonly DepositMethod[];
  decimals: number | undefined;
}) {
  const { t } = useTranslation('money');
  const { t: common } = useTranslation();
  const sdk = useSdk();
  const format = useMoneyFormat();
  const input = useMemo<DepositInput>(
    () => ({ methods, ...(decimals === undefined ? {} : { decimals }) }),
    [methods, decimals],
  );
  const [methodId, setMethodId] = useState(methods.find((m) => !m.maintenance)?.methodId ?? '');
  const [amount, setAmount] = useState('');
  const [payerName, setPayerName] = useState('');
  const method = methods.find((m) => m.methodId === methodId);
  const {
    state,
    send,
    done,
    submit: start,
    busy,
    locked,
    inherited,
  } = useMoneyMove({
    machine: depositMachine,
    actors: (lock) => depositActors(sdk, lock),
    input,
    onDone: () => setAmount(''),
  });
  const { fieldErrors, result } = state.context;
  if (done && result) return <DepositReceipt order={result} onAnother={() => send({ type: 'NEW' })} />;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    start({ methodId, amount, payerName });
  };
  const tutorial = safeUrl(method?.tutorialUrl) ?? hrefs.help();
  return (
    <form className="money-form" onSubmit={submit} noValidate aria-labelledby="deposit-form-title">
      <h3 id="deposit-form-title">{t('deposit.formTitle')}</h3>
      <DepositMethodPicker methods={methods} methodId={methodId} onMethod={setMethodId} disabled={locked} />
      {fieldErrors['methodId'] ? (
        <p className="field__error">{fieldMessage(common, fieldErrors['methodId'])}</p>
      ) : null}
      {method ? (
        <>
          <AmountField
            label={t('amount.label')}
            value={amount}
            onChange={setAmount}
            error={fieldMessage(common, fieldErrors['amount'])}
            presets={method.quickAmounts ?? []}
            hint={[
              t('deposit.limits', { min: format(method.minAmount), max: format(method.maxAmount) }),
              method.feeRate ? t('deposit.fee', { rate: method.feeRate }) : '',
            ]
              .filter(Boolean)
              .join(' · ')}
            disabled={locked}
          />
          {method.payerNameRequired ? (
            <TextField
              label={t('deposit.payerName')}
              value={payerName}
              onChange={(event) => setPayerName(event.target.value)}
              error={fieldMessage(common, fieldErrors['payerName'])}
              disabled={locked}
              autoComplete="name"
            />
          ) : null}
          {method.remark ? <p className="money-hint">{method.remark}</p> : null}
          <p>
            <a
              href={tutorial}
              target={tutorial.startsWith('/') ? undefined : '_blank'}
              rel="noopener noreferrer"
            >
              {t('deposit.tutorial')}
            </a>
          </p>
        </>
      ) : null}
      <MoneyOutcome state={state} send={send} inherited={inherited} />
      <button type="submit" className="button button--primary" disabled={locked} aria-busy={busy}>
        {busy ? t('deposit.submitting') : t('deposit.submit')}
      </button>
    </form>
  );
}
