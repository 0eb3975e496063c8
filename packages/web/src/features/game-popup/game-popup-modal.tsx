import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/modal/modal';
import { EmbedFrame } from '@/components/ui/embed-frame';
import type { ModalComponentProps } from '@/hooks/use-modals';

/** The game popup: the vendor's page in a sandboxed frame, full screen, with no top navigation. */
export function GamePopupModal({ request, onClose }: ModalComponentProps<'game'>) {
  const { t } = useTranslation();
  return (
    <Modal title={request.title} onClose={onClose} size="full" className="game-popup">
      <EmbedFrame
        url={request.url}
        title={t('games.frameTitle', { name: request.title })}
        allow="fullscreen; autoplay"
      />
    </Modal>
  );
}
