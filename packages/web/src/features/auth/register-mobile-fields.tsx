import type { RegisterTab, RegistrationLayout } from '@lobby/flows';
import { MobileNumberValues } from '@/components/login/mobile-number-field';
import { SmsCodeField } from '@/components/login/sms-code-field';
import type { FieldBinding } from './new-password-fields';

/** A registration tab's mobile number and SMS code, as the flows' layout shows them. */
export function RegisterMobileFields({
  layout,
  mode,
  values,
  setValue,
  field,
  firebase,
  onSent,
}: {
  layout: RegistrationLayout;
  mode: RegisterTab;
  values: Readonly<Record<string, string>>;
  setValue: (field: string, value: string) => void;
  field: (name: string) => FieldBinding;
  firebase: boolean;
  onSent: (verificationId: string | null) => void;
}) {
  return (
    <>
      {layout.mobile ? (
        <div className={layout.mobileRequired ? 'register-form__required' : undefined}>
          <MobileNumberValues values={values} setValue={setValue} error={field('mobileNum').error} />
        </div>
      ) : null}
      {layout.smsCode ? (
        <SmsCodeField
          {...field('verificationCode')}
          send={{
            channel: 'register',
            regType: mode,
            firebase,
            onSent,
            mobileNum: values.mobileNum ?? '',
            countryDialingCode: values.countryDialingCode ?? '',
          }}
        />
      ) : null}
    </>
  );
}
