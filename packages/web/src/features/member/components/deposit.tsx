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
import { MoneyMoveEnd } from '@/components/money/money-move-end';

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
  const deposit = useDeposit(methods, decimals);
  const { move, methodId } = deposit;
  const { fieldErrors, result } = move.state.context;
  if (move.done && result)
    return <DepositReceipt order={result} onAnother={() => move.send({ type: 'NEW' })} />;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    move.submit({ methodId, amount: deposit.amount, payerName: deposit.payerName });
  };
  const method = methods.find((m) => m.methodId === methodId);
  return (
    <form className="money-form" onSubmit={submit} noValidate aria-labelledby="deposit-form-title">
      <h3 id="deposit-form-title">{t('deposit.formTitle')}</h3>
      <DepositMethodPicker
        methods={methods}
        methodId={methodId}
        onMethod={deposit.setMethodId}
        disabled={move.locked}
      />
      {fieldErrors['methodId'] ? (
        <p className="field__error">{fieldMessage(common, fieldErrors['methodId'])}</p>
      ) : null}
      {method ? <DepositMethodFields method={method} deposit={deposit} /> : null}
      <MoneyMoveEnd
        move={move}
        receipt={null}
        submitLabel={t('deposit.submit')}
        busyLabel={t('deposit.submitting')}
      />
    </form>
  );
}

/** The method picked (the first open one at first), the amount, the payer's name and the move. */
function useDeposit(methods: readonly DepositMethod[], decimals: number | undefined) {
  const sdk = useSdk();
  const input = useMemo<DepositInput>(
    () => ({ methods, ...(decimals === undefined ? {} : { decimals }) }),
    [methods, decimals],
  );
  const [methodId, setMethodId] = useState(methods.find((m) => !m.maintenance)?.methodId ?? '');
  const [amount, setAmount] = useState('');
  const [payerName, setPayerName] = useState('');
  const move = useMoneyMove({
    machine: depositMachine,
    actors: (lock) => depositActors(sdk, lock),
    input,
    onDone: () => setAmount(''),
  });
  return { move, methodId, setMethodId, amount, setAmount, payerName, setPayerName };
}

/** What the method picked asks for: the amount within its limits (its presets, its fee), the payer's name, its note and tutorial. */
function DepositMethodFields({
  method,
  deposit,
}: {
  method: DepositMethod;
  deposit: ReturnType<typeof useDeposit>;
}) {
  const { t } = useTranslation('money');
  const { t: common } = useTranslation();
  const format = useMoneyFormat();
  const { locked } = deposit.move;
  const { fieldErrors } = deposit.move.state.context;
  const hint = [
    t('deposit.limits', { min: format(method.minAmount), max: format(method.maxAmount) }),
    method.feeRate ? t('deposit.fee', { rate: method.feeRate }) : '',
  ];
  return (
    <>
      <AmountField
        label={t('amount.label')}
        value={deposit.amount}
        onChange={deposit.setAmount}
        error={fieldMessage(common, fieldErrors['amount'])}
        presets={method.quickAmounts ?? []}
        hint={hint.filter(Boolean).join(' · ')}
        disabled={locked}
      />
      {method.payerNameRequired ? (
        <TextField
          label={t('deposit.payerName')}
          value={deposit.payerName}
          onChange={(event) => deposit.setPayerName(event.target.value)}
          error={fieldMessage(common, fieldErrors['payerName'])}
          disabled={locked}
          autoComplete="name"
        />
      ) : null}
      {method.remark ? <p className="money-hint">{method.remark}</p> : null}
      <DepositTutorial method={method} />
    </>
  );
}

/** The method's own tutorial (a new tab), else the help centre. */
function DepositTutorial({ method }: { method: DepositMethod }) {
  const { t } = useTranslation('money');
  const tutorial = safeUrl(method.tutorialUrl) ?? hrefs.help();
  return (
    <p>
      <a href={tutorial} target={tutorial.startsWith('/') ? undefined : '_blank'} rel="noopener noreferrer">
        {t('deposit.tutorial')}
      </a>
    </p>
  );
}
