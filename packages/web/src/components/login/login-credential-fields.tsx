import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/form/text-field';
import { MobileNumberField } from './mobile-number-field';
import { SmsCodeField } from './sms-code-field';

/** The login's who-and-proof fields: username and password, or (SMS tab) mobile number and SMS code. */
export function LoginCredentialFields({
  sms,
  username,
  onUsername,
  password,
  onPassword,
  dialingCode,
  onDialingCode,
  firebase,
  onSent,
  field,
}: {
  sms: boolean;
  username: string;
  onUsername: (value: string) => void;
  password: string;
  onPassword: (value: string) => void;
  dialingCode: string;
  onDialingCode: (code: string) => void;
  firebase: boolean;
  onSent: (verificationId: string | null) => void;
  field: (name: string) => string | null;
}) {
  const { t } = useTranslation();
  const proof = {
    value: password,
    onChange: (e: { target: { value: string } }) => onPassword(e.target.value),
  };
  return sms ? (
    <>
      <MobileNumberField
        dialingCode={dialingCode}
        onDialingCode={onDialingCode}
        mobile={username}
        onMobile={onUsername}
        error={field('username')}
      />
      <SmsCodeField
        name="smsCode"
        {...proof}
        error={field('password')}
        send={{ channel: 'noLogin', firebase, onSent, mobileNum: username, countryDialingCode: dialingCode }}
      />
    </>
  ) : (
    <>
      <TextField
        label={t('auth.username')}
        name="username"
        autoComplete="username"
        required
        value={username}
        onChange={(e) => onUsername(e.target.value)}
        error={field('username')}
      />
      <TextField
        label={t('auth.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        required
        {...proof}
        error={field('password')}
      />
    </>
  );
}
