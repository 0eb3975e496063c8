import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { affiliatePrefill, type AffiliateValues, type ValidationMessage } from '@lobby/flows';
import type { Schemas } from '@lobby/sdk';
import { fieldMessage } from '@/lib/error-keys';

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
 * The application's values, the member's own filled in, and the flow's message of each field. A
 * field's message stands until the applicant changes that field, not after they fixed it; `sent`
 * shows every message of the next check. `form` is the form the focus goes to the first field to fix in.
 */
export function useAffiliateValues(
  member: Schemas['MemberInfo'] | undefined,
  fieldErrors: Readonly<Record<string, ValidationMessage>>,
) {
  const { t } = useTranslation();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<AffiliateValues>(() =>
    member ? { ...blank, ...affiliatePrefill(member) } : blank,
  );
  const [changed, setChanged] = useState<ReadonlySet<string>>(new Set());
  const set = useCallback(<K extends keyof AffiliateValues>(field: K, value: AffiliateValues[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    setChanged((fields) => new Set(fields).add(field === 'countryDialingCode' ? 'mobile' : field));
  }, []);
  const errorOf = (field: string) =>
    changed.has(field.split('.')[0] as string) ? null : fieldMessage(t, fieldErrors[field]);
  // After a refused submit, take the applicant to the first field to fix.
  useEffect(() => {
    form.current
      ?.querySelector<HTMLElement>('[aria-invalid="true"], .affiliate__channels--invalid input')
      ?.focus();
  }, [fieldErrors]);
  const sent = useCallback(() => setChanged(new Set()), []);
  return { form, values, set, errorOf, sent };
}
