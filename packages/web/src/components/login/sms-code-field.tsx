import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField, type TextFieldProps } from '@/components/form/text-field';
import { SmsCodeButton } from './sms-code-button';

/** The SMS code input; with `send` it carries the send-code button for that mobile number. */
export function SmsCodeField({
  send,
  ...field
}: Omit<TextFieldProps, 'label' | 'addon'> & { send?: ComponentProps<typeof SmsCodeButton> }) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('auth.smsCode')}
      inputMode="numeric"
      autoComplete="one-time-code"
      required
      {...field}
      addon={send ? <SmsCodeButton {...send} /> : undefined}
    />
  );
}
