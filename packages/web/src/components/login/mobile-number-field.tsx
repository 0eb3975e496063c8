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

/** How many digits a mobile number of the country with that dialing code has ('Phone must have {0} digits'), when the list says. */
export function usePhoneDigits(dialingCode: string | undefined, enabled = true): number | undefined {
  return (
    useCountryCodes(enabled).data?.find((country) => country.countryDialingCode === dialingCode)
      ?.mobileLength ?? undefined
  );
}

/** The brand's dialing codes to choose from; the default country, first in the list, is chosen once it arrives. */
function DialingCodeSelect({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  const countries = useCountryCodes().data ?? [];
  const first = countries[0]?.countryDialingCode;
  useEffect(() => {
    if (!value && first) onChange(first);
  }, [value, first, onChange]);
  return (
    <select
      className="input country-code"
      aria-label={t('auth.countryCode')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    >
      {countries.length === 0 ? <option value="">+</option> : null}
      {countries.map((country) => (
        <option key={country.countryCode} value={country.countryDialingCode}>
          {country.countryDialingCode} {country.countryCode}
        </option>
      ))}
    </select>
  );
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
  return (
    <div className="field">
      <label htmlFor={`${id}-mobile`} className="field__label">
        {t('auth.mobile')}
      </label>
      <div className="field__row">
        <DialingCodeSelect value={dialingCode} onChange={onDialingCode} />
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

/** The mobile number field on a form's values, kept as `countryDialingCode` and `mobileNum`. */
export function MobileNumberValues({
  values,
  setValue,
  error,
}: {
  values: Readonly<Record<string, string>>;
  setValue: (name: string, value: string) => void;
  error: string | null;
}) {
  return (
    <MobileNumberField
      dialingCode={values.countryDialingCode ?? ''}
      onDialingCode={(code) => setValue('countryDialingCode', code)}
      mobile={values.mobileNum ?? ''}
      onMobile={(mobile) => setValue('mobileNum', mobile)}
      error={error}
    />
  );
}
