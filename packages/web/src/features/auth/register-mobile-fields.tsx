import { useTranslation } from 'react-i18next';
import type { RegisterTab, RegistrationLayout } from '@lobby/flows';
import { TextField } from '@/components/form/text-field';
import { MobileNumberField } from '@/components/login/mobile-number-field';
import { SmsCodeButton } from '@/components/login/sms-code-button';

/** A registration tab's mobile number and SMS code, as the flows' layout shows them. */
export function RegisterMobileFields({
  layout,
  mode,
  values,
  set,
  message,
  firebase,
  onSent,
}: {
  layout: RegistrationLayout;
  mode: RegisterTab;
  values: Readonly<Record<string, string>>;
  set: (field: string) => (value: string) => void;
  message: (field: string) => string | null;
  firebase: boolean;
  onSent: (verificationId: string | null) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      {layout.mobile ? (
        <div className={layout.mobileRequired ? 'register-form__required' : undefined}>
          <MobileNumberField
            dialingCode={values.countryDialingCode ?? ''}
            onDialingCode={set('countryDialingCode')}
            mobile={values.mobileNum ?? ''}
            onMobile={set('mobileNum')}
            error={message('mobileNum')}
          />
        </div>
      ) : null}
      {layout.smsCode ? (
        <TextField
          label={t('auth.smsCode')}
          inputMode="numeric"
          autoComplete="one-time-code"
          value={values.verificationCode ?? ''}
          onChange={(e) => set('verificationCode')(e.target.value)}
          error={message('verificationCode')}
          addon={
            <SmsCodeButton
              channel="register"
              regType={mode}
              firebase={firebase}
              onSent={onSent}
              mobileNum={values.mobileNum ?? ''}
              countryDialingCode={values.countryDialingCode ?? ''}
            />
          }
          required
        />
      ) : null}
    </>
  );
}
