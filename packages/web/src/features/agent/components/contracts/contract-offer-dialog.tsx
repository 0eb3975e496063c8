import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  contractOfferActors,
  contractOfferMachine,
  type ContractOfferInput,
  type ContractOfferValues,
} from '@lobby/flows';
import type { Schemas } from '@lobby/sdk';
import { FormError } from '@/components/form/form-error';
import { useSession } from '@/hooks/use-session';
import { useSdk } from '@/lib/app-services';
import { useFormMachine } from '../../hooks/use-form-machine';
import { useValues } from '../../hooks/use-values';
import { DialogActions } from '../form-actions';
import { ContractDialog } from './contract-dialog';
import { DownlinePicker } from './downline-picker';
import { OfferTerms } from './offer-terms';

type ContractType = Schemas['ContractType'];

/** Offer a contract of one type to a direct agent downline: tiers within the agent's own rate, checked before sending. */
export function ContractOfferDialog({
  type,
  maxRate,
  onClose,
  onOffered,
}: {
  type: ContractType;
  maxRate: number | null;
  onClose: () => void;
  onOffered: (contract: Schemas['Contract']) => void;
}) {
  const { t } = useTranslation('agentContracts');
  const { state, busy, message, submit } = useContractOffer(type, maxRate, onOffered);
  const { values, set } = useValues<ContractOfferValues>({
    downlineAccount: '',
    periodType: type === 'DIVIDEND' ? 'MONTHLY' : '',
    tiers: [{ rate: '' }],
  });
  return (
    <ContractDialog
      title={t('offer.title', { type: t(`common:contract.types.${type}`) })}
      size="medium"
      busy={busy}
      onCancel={onClose}
      onSubmit={submit(values)}
    >
      <DownlinePicker
        value={values.downlineAccount}
        error={message('downlineAccount')}
        disabled={busy}
        onChange={(downlineAccount) => set('downlineAccount', downlineAccount)}
      />
      <OfferTerms type={type} maxRate={maxRate} form={{ values, set, message, busy }} />
      <FormError error={state.context.error} />
      <DialogActions
        busy={busy}
        label={t('offer.submit')}
        busyLabel={t('offer.sending')}
        cancel={t('offer.cancel')}
        onCancel={onClose}
      />
    </ContractDialog>
  );
}

/** The offer machine, bound to the agent's own rate and whether the session is a trial. */
function useContractOffer(
  type: ContractType,
  maxRate: number | null,
  onOffered: (contract: Schemas['Contract']) => void,
) {
  const sdk = useSdk();
  const { isTrial } = useSession();
  const machine = useMemo(() => contractOfferMachine.provide({ actors: contractOfferActors(sdk) }), [sdk]);
  const input = useMemo<ContractOfferInput>(
    () => ({ type, maxRate, trial: isTrial }),
    [type, maxRate, isTrial],
  );
  return useFormMachine(machine, input, onOffered);
}
