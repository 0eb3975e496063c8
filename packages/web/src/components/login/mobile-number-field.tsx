import { useEffect, useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSdk } from '@/lib/app-services';
import './login.css';
import { FieldError } from '@/components/form/field-error';
import { sharedKeys } from '@/lib/query-keys';

/** The brand's countries with dialing codes (default first), cached for the session; `enabled` false asks nothing yet. */
export function useCountryCodes(enabled = true) {
  const sdk = useSdk();
  return useQuery({
    queryKey: sharedKeys.countryCodes(),
    queryFn: ({ signal }) => sdk.system.listCountryCodes(undefined, { signal }),
    staleTime: Infinity,
    enabled,
  });
}

/** Dialing code select plus mobile number input, labelled and wired to an error message. */
export function MobileNumberField({
  dialingCode,
  onDialingCode,
  mobile,
  onMobile,
  error,
}: {
  dialingCode: string;
  onDialingCode: (value: string) => void;
  mobile: string;
  onMobile: (value: string) => void;
  error?: string | null;
}) {
  const { t } = useTranslation();
  const id = useId();
  const countries = useCountryCodes().data ?? [];
  const first = countries[0]?.countryDialingCode;
  // The brand's default country comes first in the list: preselect it once the list arrives.
  useEffect(() => {
    if (!dialingCode && first) onDialingCode(first);
  }, [dialingCode, first, onDialingCode]);
  return (
    <div className="field">
      <label htmlFor={`${id}-mobile`} className="field__label">
        {t('auth.mobile')}
      </label>
      <div className="field__row">
        <select
          className="input country-code"
          aria-label={t('auth.countryCode')}
          value={dialingCode}
          onChange={(event) => onDialingCode(event.target.value)}
        >
          {countries.length === 0 ? <option value="">+</option> : null}
          {countries.map((country) => (
            <option key={country.countryCode} value={country.countryDialingCode}>
              {country.countryDialingCode} {country.countryCode}
            </option>
          ))}
        </select>
        <input
          id={`${id}-mobile`}
          className="input"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          value={mobile}
          onChange={(event) => onMobile(event.target.value.replace(/\D/g, ''))}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
      </div>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}
