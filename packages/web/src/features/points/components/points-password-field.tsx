import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/form/text-field';

type Props = Omit<ComponentProps<typeof TextField>, 'label' | 'type' | 'autoComplete'>;

/** The login password a points move is confirmed with (the backend checks it inside the encrypted call). */
export function PointsPasswordField(props: Props) {
  const { t } = useTranslation('memberSocial');
  return (
    <TextField {...props} label={t('points.password')} type="password" autoComplete="current-password" />
  );
}
