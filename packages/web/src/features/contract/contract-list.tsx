import { useTranslation } from 'react-i18next';
import { contractRate } from '@lobby/flows';
import type { Schemas } from '@lobby/sdk';

type Contract = Schemas['Contract'];

/** "Accepting terminates these contracts of yours": each as downline, type and rate. */
export function ContractList({
  title,
  contracts,
  more,
}: {
  title: string;
  contracts: readonly Contract[];
  more: number;
}) {
  const { t } = useTranslation('agentContracts');
  return (
    <>
      <p>{title}</p>
      <ul className="contract__affected">
        {contracts.map((contract) => (
          <li key={contract.contractId}>
            {t('accept.item', {
              account: contract.downlineAccount,
              type: t(`common:contract.types.${contract.type}`),
              rate: contractRate(contract),
            })}
          </li>
        ))}
        {more > 0 ? <li>{t('accept.more', { count: more })}</li> : null}
      </ul>
    </>
  );
}

/** Which downline contracts the last answer ended (the first of them named, the rest counted); nothing when none. */
export function EndedNotice({ terminated, ended }: { terminated: number; ended: readonly Contract[] }) {
  const { t } = useTranslation();
  if (terminated === 0) return null;
  return (
    <div className="contract__notice" role="status">
      <ContractList
        title={t('contract.downlinesTerminated', { count: terminated })}
        contracts={ended}
        more={terminated - ended.length}
      />
    </div>
  );
}
