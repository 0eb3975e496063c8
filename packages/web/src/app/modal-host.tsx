import { Suspense, useEffect, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { BoundaryMessage } from '@/components/error-boundary/boundary-message';
import { ErrorBoundary } from '@/components/error-boundary/error-boundary';
import { Modal as ModalFrame } from '@/components/modal/modal';
import { useModals, type ModalComponentProps, type ModalName } from '@/hooks/use-modals';
import { lazyPage } from '@/lib/lazy-with-timeout';
import { preloadMemberPanel } from './layout/lazy-member-panel';

const modals = {
  login: lazyPage(() => import('@/features/auth/login-modal'), 'LoginModal'),
  register: lazyPage(() => import('@/features/auth/register-modal'), 'RegisterModal'),
  forgotPassword: lazyPage(() => import('@/features/auth/forgot-password-modal'), 'ForgotPasswordModal'),
  changePassword: lazyPage(() => import('@/features/auth/change-password-modal'), 'ChangePasswordModal'),
  announcements: lazyPage(() => import('@/features/announcements/announcements-modal'), 'AnnouncementsModal'),
  help: lazyPage(() => import('@/features/help/help-modal'), 'HelpModal'),
  feedback: lazyPage(() => import('@/features/feedback/feedback-modal'), 'FeedbackModal'),
  game: lazyPage(() => import('@/features/game-popup/game-popup-modal'), 'GamePopupModal'),
  gameList: lazyPage(() => import('@/features/games/popup-list/game-list-modal'), 'GameListModal'),
  contract: lazyPage(() => import('@/features/contract/contract-modal'), 'ContractModal'),
  chat: lazyPage(() => import('@/features/chat/chat-modal'), 'ChatModal'),
} satisfies Record<ModalName, unknown>;

/**
 * Renders the open modals, each loaded on first use. A modal that fails to load or render becomes its failure in
 * the modal frame, with Try again and the close button; reopening it (a new request) starts it afresh.
 */
export function ModalHost() {
  const { t } = useTranslation();
  const { stack, close } = useModals();
  // Logging in or signing up ends in the header's member panel: its chunk loads while the popup is filled in.
  const joining = stack.some((request) => request.name === 'login' || request.name === 'register');
  useEffect(() => {
    if (joining) preloadMemberPanel();
  }, [joining]);
  return stack.map((request) => {
    // Each modal takes its own request type; the stack pairs request and component by name.
    const Modal = modals[request.name] as ComponentType<ModalComponentProps>;
    const onClose = () => close(request.name);
    return (
      <ErrorBoundary
        key={request.name}
        resetKey={request}
        fallback={(error, retry) => (
          <ModalFrame title={t('boundary.title')} onClose={onClose} size="small">
            <BoundaryMessage scope="window" error={error} onRetry={retry} />
          </ModalFrame>
        )}
      >
        <Suspense fallback={null}>
          <Modal request={request} onClose={onClose} />
        </Suspense>
      </ErrorBoundary>
    );
  });
}
