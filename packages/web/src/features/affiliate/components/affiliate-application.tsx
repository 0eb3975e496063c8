import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useMachine } from '@xstate/react';
import { affiliateApplicationActors, affiliateApplicationMachine } from '@lobby/flows';
import type { Schemas } from '@lobby/sdk';
import { hrefs } from '@/config/paths';
import { useSdk } from '@/lib/app-services';
import { AffiliateForm } from './affiliate-form';
import { AffiliateReceipt } from './affiliate-receipt';

/** The application bound to `affiliateApplicationMachine`: the form, then the receipt with the reference. */
export function AffiliateApplication({ member }: { member: Schemas['MemberInfo'] | undefined }) {
  const { t } = useTranslation('memberAffiliate');
  const sdk = useSdk();
  const machine = useMemo(
    () => affiliateApplicationMachine.provide({ actors: affiliateApplicationActors(sdk) }),
    [sdk],
  );
  const [state, send] = useMachine(machine);
  const { application } = state.context;
  if (application) return <AffiliateReceipt application={application} />;
  return (
    <div className="page affiliate">
      <h1 className="page__title">{t('title')}</h1>
      <p>{t('intro')}</p>
      <p>
        <Link to={hrefs.agent()}>{t('agentLogin')}</Link>
      </p>
      <AffiliateForm
        member={member}
        context={state.context}
        busy={state.matches('sending')}
        onSubmit={(values) => send({ type: 'SUBMIT', values })}
      />
    </div>
  );
}
