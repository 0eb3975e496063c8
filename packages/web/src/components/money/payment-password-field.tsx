import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/form/text-field';

type Props = Omit<ComponentProps<typeof TextField>, 'label' | 'type' | 'inputMode' | 'autoComplete'>;

/** The payment password a money move or a new card asks for: digits, hidden, never filled in by the browser. */
export function PaymentPasswordField(props: Props) {
  const { t } = useTranslation('money');
  return (
    <TextField
      {...props}
      label={t('paymentPassword.label')}
      type="password"
      inputMode="numeric"
      autoComplete="off"
    />
  );
}
