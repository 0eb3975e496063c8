import { useTranslation } from 'react-i18next';
import { contractRate } from '@lobby/flows';
import type { Schemas } from '@lobby/sdk';

type Contract = Schemas['Contract'];

/** How a contract reads in words: its type, its rate, why it ended (the server's reason code, then any free text). */
export function useContractWords() {
  const { t } = useTranslation('agentContracts');
  const typeName = (type: Schemas['ContractType']) => t(`common:contract.types.${type}`);
  const rate = (contract: Pick<Contract, 'rules'>) => t('rate', { rate: contractRate(contract) });
  const why = (contract: Contract): string | null => {
    const code =
      contract.status === 'REJECTED'
        ? t('reason.rejected')
        : contract.terminationReason
          ? t(`reason.${contract.terminationReason}`)
          : null;
    const note = contract.reason?.trim() ? t('reason.note', { text: contract.reason.trim() }) : null;
    return [code, note].filter(Boolean).join(' ') || null;
  };
  /** "sub1a · Dividend · 30%": one contract in a list of them. */
  const line = (contract: Contract, account: string) =>
    t('accept.item', { account, type: typeName(contract.type), rate: contractRate(contract) });
  return { typeName, rate, why, line };
}
