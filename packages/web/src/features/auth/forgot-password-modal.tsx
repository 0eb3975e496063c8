import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/modal/modal';
import type { ModalComponentProps } from '@/components/modal/modal-stack';
import { Tabs } from '@/components/ui/tabs';
import { ForgotByEmailForm } from './forgot-by-email-form';
import { ForgotByMobileForm } from './forgot-by-mobile-form';
import './auth.css';

/** Forgot password, by email (a reset mail) or by mobile (SMS code, new password, then logged in). */
export function ForgotPasswordModal({ onClose }: ModalComponentProps<'forgotPassword'>) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<'email' | 'mobile'>('email');
  return (
    <Modal title={t('auth.forgotPassword')} onClose={onClose}>
      <Tabs
        items={[
          { key: 'email', label: t('auth.byEmail') },
          { key: 'mobile', label: t('auth.byMobile') },
        ]}
        selected={tab}
        onSelect={setTab}
        label={t('auth.forgotPassword')}
      >
        {tab === 'email' ? <ForgotByEmailForm onDone={onClose} /> : <ForgotByMobileForm onDone={onClose} />}
      </Tabs>
    </Modal>
  );
}
