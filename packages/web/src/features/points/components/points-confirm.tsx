import type { ComponentProps } from 'react';
import { MoneyMoveEnd } from '@/components/money/money-move-end';
import { PointsPasswordField } from './points-password-field';

type Move = ComponentProps<typeof MoneyMoveEnd>['move'];

/** The end of a points move's form: the login password that confirms it, then its outcome, receipt and submit. */
export function PointsConfirm({
  password,
  error,
  move,
  receipt,
  label,
}: {
  /** The password input's value and change handler. */
  password: { value: string; onChange: (event: { target: { value: string } }) => void };
  error: string | null;
  move: Move;
  receipt: string | null;
  /** The submit button's words, busy or not. */
  label: string;
}) {
  return (
    <>
      <PointsPasswordField {...password} error={error} disabled={move.locked} />
      <MoneyMoveEnd move={move} receipt={receipt} submitLabel={label} busyLabel={label} />
    </>
  );
}
