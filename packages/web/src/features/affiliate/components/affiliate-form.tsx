import { useCallback, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AFFILIATE_AUDIENCES,
  affiliateCanRetry,
  type AffiliateApplicationContext,
  type AffiliateAudience,
  type AffiliateValues,
} from '@lobby/flows';
import type { Schemas } from '@lobby/sdk';
import { ChoiceField } from '@/components/form/choice-field';
import { FormError } from '@/components/form/form-error';
import { SubmitButton } from '@/components/form/submit-button';
import { TextField } from '@/components/form/text-field';
import { MobileNumberField } from '@/components/login/mobile-number-field';
import { useAffiliateValues } from '../hooks/use-affiliate-values';
import { AffiliateChannels } from './affiliate-channels';
import { AffiliateMessage } from './affiliate-message';
import { AffiliateTerms } from './affiliate-terms';

/**
 * The application's fields. The machine checks them on submit (the flows' rules) and keeps what was
 * sent; the values live here, so a refusal or a failure leaves every one as the applicant typed it.
 */
export function AffiliateForm({
  member,
  context,
  busy,
  onSubmit,
}: {
  member: Schemas['MemberInfo'] | undefined;
  context: AffiliateApplicationContext;
  busy: boolean;
  onSubmit: (values: AffiliateValues) => void;
}) {
  const { t: texts } = useTranslation('memberAffiliate');
  const { fieldErrors, error } = context;
  const { form, values, set, errorOf, sent } = useAffiliateValues(member, fieldErrors);
  const onDialingCode = useCallback((code: string) => set('countryDialingCode', code), [set]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    sent();
    onSubmit(values);
  };
  return (
    <form ref={form} onSubmit={submit} noValidate aria-label={texts('title')} aria-busy={busy}>
      <h2 className="affiliate__heading">{texts('sections.contact')}</h2>
      <TextField
        label={texts('fields.name')}
        autoComplete="name"
        value={values.name}
        onChange={(e) => set('name', e.target.value)}
        error={errorOf('name')}
      />
      <TextField
        label={texts('fields.email')}
        type="email"
        autoComplete="email"
        value={values.email}
        onChange={(e) => set('email', e.target.value)}
        error={errorOf('email')}
      />
      <MobileNumberField
        dialingCode={values.countryDialingCode}
        onDialingCode={onDialingCode}
        mobile={values.mobile}
        onMobile={(mobile) => set('mobile', mobile)}
        error={errorOf('mobile')}
      />
      <h2 className="affiliate__heading">{texts('sections.promotion')}</h2>
      <AffiliateChannels
        channels={values.channels}
        onChange={(channels) => set('channels', channels)}
        errorOf={errorOf}
      />
      <ChoiceField
        label={texts('fields.audience')}
        value={values.expectedMonthlyPlayers}
        placeholder={texts('fields.audiencePlaceholder')}
        options={AFFILIATE_AUDIENCES.map((range) => ({ value: range, label: texts(`audiences.${range}`) }))}
        onChoose={(range) => set('expectedMonthlyPlayers', range as AffiliateAudience)}
        error={errorOf('expectedMonthlyPlayers')}
      />
      <AffiliateMessage
        value={values.message}
        onChange={(message) => set('message', message)}
        error={errorOf('message')}
      />
      <AffiliateTerms
        accepted={values.termsAccepted}
        onChange={(accepted) => set('termsAccepted', accepted)}
        error={errorOf('termsAccepted')}
      />
      <FormError error={error} />
      <SubmitButton busy={busy} busyLabel={texts('sending')}>
        {affiliateCanRetry(error) ? texts('retry') : texts('submit')}
      </SubmitButton>
    </form>
  );
}
