import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/modal/modal';
import type { ModalComponentProps } from '@/components/modal/modal-stack';

/**
 * The game popup: the vendor's page in a sandboxed frame. Scripts, forms and popups are what
 * vendor games need; same-origin lets them keep their own storage (the frame is cross-origin to us,
 * so this does not reach our page); no top navigation, and no referrer leaks our URL.
 */
export function GamePopupModal({ request, onClose }: ModalComponentProps<'game'>) {
  const { t } = useTranslation();
  return (
    <Modal title={request.title} onClose={onClose} size="full" className="game-popup">
      <iframe
        className="game-popup__frame"
        src={request.url}
        title={t('games.frameTitle', { name: request.title })}
        sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
        referrerPolicy="no-referrer"
        allow="fullscreen; autoplay"
      />
    </Modal>
  );
}
