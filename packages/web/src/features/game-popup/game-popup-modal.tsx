import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/modal/modal';
import type { ModalComponentProps } from '@/hooks/use-modals';
import { embedFrameSandbox } from '@/lib/frame-sandbox';

/**
 * The game popup: the vendor's page in a sandboxed frame (`embedFrameSandbox`: scripts, forms,
 * popups, and same-origin only for a vendor's own origin); no top navigation, and no referrer leaks our URL.
 */
export function GamePopupModal({ request, onClose }: ModalComponentProps<'game'>) {
  const { t } = useTranslation();
  return (
    <Modal title={request.title} onClose={onClose} size="full" className="game-popup">
      <iframe
        className="game-popup__frame"
        src={request.url}
        title={t('games.frameTitle', { name: request.title })}
        sandbox={embedFrameSandbox(request.url)}
        referrerPolicy="no-referrer"
        allow="fullscreen; autoplay"
      />
    </Modal>
  );
}
