import { useMemo, useState } from 'react';
import {
  uploadError,
  withdrawalConfirmationActors,
  type withdrawalConfirmationErrors,
  withdrawalConfirmationMachine,
  type FlowError,
  type UploadFile,
  type WithdrawalConfirmation,
  type WithdrawalConfirmationValues,
} from '@lobby/flows';
import { useMoneyMove } from '@/hooks/use-money-move';
import { useSession } from '@/hooks/use-session';
import { useSdk } from '@/lib/app-services';

/**
 * The proofs of "not received", checked as they are picked. What the last send said of them holds until
 * they change; a refused pick holds until the next send.
 */
function useProofs(fieldErrors: ReturnType<typeof withdrawalConfirmationErrors>) {
  const [proofs, setProofs] = useState<UploadFile[]>([]);
  const [note, setNote] = useState<{ at: object; refused: FlowError | null } | null>(null);
  const change = (next: UploadFile[], refused: FlowError | null = null) => {
    setProofs(next);
    setNote({ at: fieldErrors, refused });
  };
  return {
    proofs,
    error: note?.at === fieldErrors ? (note.refused ?? undefined) : fieldErrors['proofs'],
    add: (files: UploadFile[]) => {
      const refused = uploadError(proofs, files);
      change(refused ? proofs : [...proofs, ...files], refused);
    },
    remove: (index: number) => change(proofs.filter((_, at) => at !== index)),
  };
}

/**
 * One payment's confirmation, a money move kept per withdrawal (several cards show side by side), and the
 * answer being written: the chosen panel, the amount of a part and the proofs (kept here, so switching
 * panels loses neither), and the receipt asked about before it is sent.
 */
export function useWithdrawalConfirmation(withdrawal: WithdrawalConfirmation, onConfirmed: () => void) {
  const sdk = useSdk();
  const { isTrial } = useSession();
  const input = useMemo(() => ({ withdrawal, trial: isTrial }), [withdrawal, isTrial]);
  const move = useMoneyMove({
    machine: withdrawalConfirmationMachine,
    actors: (lock) => withdrawalConfirmationActors(sdk, lock),
    input,
    scope: withdrawal.withdrawalId,
    onDone: onConfirmed,
  });
  const [choice, setChoice] = useState<'partly' | 'not' | null>(null);
  const [asking, setAsking] = useState<'RECEIVED' | 'ALL_RECEIVED' | null>(null);
  const [amountReceived, setAmountReceived] = useState('');
  const proofs = useProofs(move.state.context.fieldErrors);
  const send = (values: WithdrawalConfirmationValues) => {
    setAsking(null);
    move.submit(values);
  };
  return { move, choice, setChoice, asking, setAsking, amountReceived, setAmountReceived, proofs, send };
}

/** What the card's parts are given. */
export type WithdrawalConfirmationAnswer = ReturnType<typeof useWithdrawalConfirmation>;
