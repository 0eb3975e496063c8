import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMachine } from '@xstate/react';
import { contractRate, contractsActors, contractsMachine } from '@lobby/flows';
import type { Schemas } from '@lobby/sdk';
import { useSdk } from '@/lib/app-services';

/**
 * The contracts machine for the contracts of one type the agent offered, and what the panel reads of
 * it: the agent's own rate (its active contract's), the contract being terminated and the reason typed for it,
 * the pages, and the notice of what just went through.
 */
export function useUplineContracts(type: Schemas['ContractType']) {
  const { t } = useTranslation('agentContracts');
  const sdk = useSdk();
  const machine = useMemo(() => contractsMachine.provide({ actors: contractsActors(sdk) }), [sdk]);
  const [state, send] = useMachine(machine, { input: { type } });
  const [notice, setNotice] = useState<string | null>(null);
  // The reason typed survives a refused termination: the dialog closes, the next one opens with it.
  const [draft, setDraft] = useState({ contractId: '', reason: '' });
  const { book, pageSize, contractId } = state.context;
  const own = book.mine.find((contract) => contract.status === 'ACTIVE');
  const selected = book.given.find((contract) => contract.contractId === contractId) ?? null;

  // A termination went through when the machine leaves `terminating` for a reload.
  const was = useRef(state.value);
  useEffect(() => {
    if (was.current === 'terminating' && state.matches('loading') && selected)
      setNotice(t('terminate.done', { account: selected.downlineAccount }));
    was.current = state.value;
  }, [state, selected, t]);

  const terminate = (id: string) => {
    setNotice(null);
    if (draft.contractId !== id) setDraft({ contractId: id, reason: '' });
    send({ type: 'TERMINATE', contractId: id });
  };
  const setReason = (reason: string) => setDraft({ contractId: selected?.contractId ?? '', reason });

  return {
    state,
    send,
    notice,
    setNotice,
    selected,
    reason: draft.reason,
    setReason,
    terminate,
    maxRate: own ? contractRate(own) : null,
    pages: Math.max(1, Math.ceil(book.givenTotal / pageSize)),
  };
}

/** The panel's hold on the machine. */
export type UplineContractsState = ReturnType<typeof useUplineContracts>;
