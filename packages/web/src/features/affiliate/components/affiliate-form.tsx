import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AFFILIATE_AUDIENCES,
  affiliateCanRetry,
  affiliatePrefill,
  type AffiliateApplicationContext,
  type AffiliateAudience,
  type AffiliateValues,
} from '@lobby/flows';
import type { Schemas } from '@lobby/sdk';
import { FieldError } from '@/components/form/field-error';
import { FormError } from '@/components/form/form-error';
import { TextField } from '@/components/form/text-field';
import { MobileNumberField } from '@/components/login/mobile-number-field';
import { fieldMessage } from '@/lib/error-keys';
import { AffiliateChannels } from './affiliate-channels';
import { AffiliateMessage } from './affiliate-message';
import { AffiliateTerms } from './affiliate-terms';

const blank: AffiliateValues = {
  name: '',
  email: '',
  countryDialingCode: '',
  mobile: '',
  channels: [],
  expectedMonthlyPlayers: '',
  message: '',
  termsAccepted: false,
};

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
  const { t } = useTranslation();
  const { t: texts } = useTranslation('memberAffiliate');
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<AffiliateValues>(() =>
    member ? { ...blank, ...affiliatePrefill(member) } : blank,
  );
  // A field's message stands until the applicant changes that field, not after they fixed it.
  const [changed, setChanged] = useState<ReadonlySet<string>>(new Set());
  const set = useCallback(<K extends keyof AffiliateValues>(field: K, value: AffiliateValues[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    setChanged((fields) => new Set(fields).add(field === 'countryDialingCode' ? 'mobile' : field));
  }, []);
  const onDialingCode = useCallback((code: string) => set('countryDialingCode', code), [set]);
  const { fieldErrors, error } = context;
  const errorOf = (field: string) =>
    changed.has(field.split('.')[0] as string) ? null : fieldMessage(t, fieldErrors[field]);
  // After a refused submit, take the applicant to the first field to fix.
  useEffect(() => {
    form.current
      ?.querySelector<HTMLElement>('[aria-invalid="true"], .affiliate__channels--invalid input')
      ?.focus();
  }, [fieldErrors]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChanged(new Set());
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
      <div className="field">
        <label htmlFor={`${id}-audience`} className="field__label">
          {texts('fields.audience')}
        </label>
        <select
          id={`${id}-audience`}
          className="input"
          value={values.expectedMonthlyPlayers}
          onChange={(e) => set('expectedMonthlyPlayers', e.target.value as AffiliateAudience)}
          aria-invalid={errorOf('expectedMonthlyPlayers') ? true : undefined}
          aria-describedby={`${id}-audience-error`}
        >
          <option value="">{texts('fields.audiencePlaceholder')}</option>
          {AFFILIATE_AUDIENCES.map((range) => (
            <option key={range} value={range}>
              {texts(`audiences.${range}`)}
            </option>
          ))}
        </select>
        <FieldError id={`${id}-audience-error`} error={errorOf('expectedMonthlyPlayers')} />
      </div>
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
      <button type="submit" className="button button--primary button--block" disabled={busy}>
        {busy ? texts('sending') : affiliateCanRetry(error) ? texts('retry') : texts('submit')}
      </button>
    </form>
  );
}
