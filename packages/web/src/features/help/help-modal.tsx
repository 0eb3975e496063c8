import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/modal/modal';
import type { ModalComponentProps } from '@/hooks/use-modals';
import { HelpCentre } from './help-centre';

/** The help centre as a modal (opened from forms, e.g. the terms link). */
export function HelpModal({ onClose }: ModalComponentProps<'help'>) {
  const { t } = useTranslation();
  return (
    <Modal title={t('help.title')} onClose={onClose} size="large">
      <HelpCentre headingLevel={3} />
    </Modal>
  );
}
