import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { CONTRACT_TYPES, enabledContractTypes } from '@lobby/flows';
import type { Schemas } from '@lobby/sdk';
import { Modal } from '@/components/modal/modal';
import type { ModalComponentProps } from '@/hooks/use-modals';
import { Spinner } from '@/components/ui/spinner';
import { Tabs } from '@/components/ui/tabs';
import { useSession } from '@/hooks/use-session';
import { useSdk } from '@/lib/app-services';
import { pendingContractsQuery } from '@/hooks/pending-contracts-query';
import { ContractBook } from './contract-book';
import { useContractTexts } from './use-contract-texts';
import './contract.css';

type ContractType = Schemas['ContractType'];

/** The contracts an upline offered, one tab per type: accept or reject an offer, terminate an active contract. */
export function ContractModal({ onClose }: ModalComponentProps<'contract'>) {
  const { t } = useTranslation();
  const sdk = useSdk();
  const session = useSession();
  const queryClient = useQueryClient();
  const texts = useContractTexts();
  // The prompt already fetched the pending offers: open on the first type that has one.
  const pending = queryClient.getQueryData(pendingContractsQuery(sdk, session.sessionKey, true).queryKey);
  // The types the member's features turn on, and any type an upline still waits on an answer for.
  const types = CONTRACT_TYPES.filter(
    (key) =>
      enabledContractTypes(session.member).includes(key) || pending?.some((offer) => offer.type === key),
  );
  const [type, setType] = useState<ContractType>(() => pending?.[0]?.type ?? types[0] ?? 'DIVIDEND');
  const tabs = types.map((key) => ({ key, label: t(`contract.types.${key}`) }));
  return (
    <Modal title={t('contract.title')} onClose={onClose} size="large">
      {texts.data ? (
        <Tabs items={tabs} selected={type} onSelect={setType} label={t('contract.typesLabel')}>
          <ContractBook key={type} type={type} />
        </Tabs>
      ) : (
        <Spinner />
      )}
    </Modal>
  );
}
