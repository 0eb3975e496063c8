import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { flowError, type FlowError } from '@lobby/flows';
import { AmountField } from '@/components/money/amount-field';
import { MoneyMoveEnd } from '@/components/money/money-move-end';
import { MoneyOutcome } from '@/components/money/money-outcome';
import { PaymentPasswordField } from '@/components/money/payment-password-field';
import { loadNamespace } from '@/lib/i18n';
import '@/components/money/money.css';

/** The money kit (src/components/money) that the member's money screens and the agent team's transfer share. */
const meta: Meta = { title: 'Components/Money' };
export default meta;

/** The kit's texts are the money screens' lazy namespace: loaded first, as `MoneySection` does in the app. */
function MoneyTexts({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    void loadNamespace(
      i18n,
      'money',
      async () => (await import('@/i18n/locales/en/money.json')).default,
    ).then(() => setReady(true));
  }, [i18n]);
  return ready ? <div className="money">{children}</div> : null;
}

function AmountDemo({ error }: { error?: string }) {
  const [value, setValue] = useState(error ? '5' : '');
  return (
    <AmountField
      label="Amount"
      value={value}
      onChange={setValue}
      presets={[100, 500, 1000]}
      max={2350.5}
      hint="Available 2,350.50"
      error={error}
    />
  );
}

export const Amount: StoryObj = {
  name: 'Amount with presets and "All"',
  render: () => (
    <MoneyTexts>
      <AmountDemo />
    </MoneyTexts>
  ),
};
export const AmountWithError: StoryObj = {
  name: 'Amount with an error',
  render: () => (
    <MoneyTexts>
      <AmountDemo error="The least you can transfer is 10.00" />
    </MoneyTexts>
  ),
};

/** A money move's machine as `MoneyOutcome` reads it, held in one state. */
const moveIn = (value: string, error: FlowError | null = null) => ({
  matches: (state: string) => state === value,
  context: { error },
});
const ignore = () => undefined;

export const Checking: StoryObj = {
  name: 'Outcome: a lost answer being read back',
  render: () => (
    <MoneyTexts>
      <MoneyOutcome state={moveIn('reconciling')} send={ignore} />
    </MoneyTexts>
  ),
};
export const NotApplied: StoryObj = {
  name: 'Outcome: did not go through',
  render: () => (
    <MoneyTexts>
      <MoneyOutcome state={moveIn('notApplied', flowError('money_not_applied'))} send={ignore} />
    </MoneyTexts>
  ),
};
export const Unknown: StoryObj = {
  name: 'Outcome: could not confirm',
  render: () => (
    <MoneyTexts>
      <MoneyOutcome state={moveIn('unknown', flowError('money_outcome_unknown'))} send={ignore} />
    </MoneyTexts>
  ),
};

/** A move's form from the payment password down, as `useMoneyMove` leaves it. */
function MoveEnd({ state, receipt }: { state: 'editing' | 'submitting' | 'done'; receipt: string | null }) {
  const [password, setPassword] = useState('');
  const move = {
    state: moveIn(state),
    send: ignore,
    done: state === 'done',
    busy: state === 'submitting',
    locked: state === 'submitting',
    inherited: false,
  };
  return (
    <form
      className="money-form"
      onSubmit={(event) => event.preventDefault()}
      noValidate
      aria-label="Transfer"
    >
      <PaymentPasswordField
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        disabled={move.locked}
      />
      <MoneyMoveEnd move={move} receipt={receipt} submitLabel="Transfer" busyLabel="Transferring…" />
    </form>
  );
}

export const MoveEditing: StoryObj = {
  name: "A move's form end: payment password and submit",
  render: () => (
    <MoneyTexts>
      <MoveEnd state="editing" receipt={null} />
    </MoneyTexts>
  ),
};
export const MoveSubmitting: StoryObj = {
  name: "A move's form end: in flight, held",
  render: () => (
    <MoneyTexts>
      <MoveEnd state="submitting" receipt={null} />
    </MoneyTexts>
  ),
};
export const MoveDone: StoryObj = {
  name: "A move's form end: the receipt",
  render: () => (
    <MoneyTexts>
      <MoveEnd state="done" receipt="100.00 sent to agent" />
    </MoneyTexts>
  ),
};
