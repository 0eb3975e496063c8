import { Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { useModals, type ModalComponentProps, type ModalName } from '@/hooks/use-modals';
import { lazyPage } from '@/lib/lazy-with-timeout';
import { PageErrorBoundary } from './page-error-boundary';

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

/** Renders the open modals, each loaded on first use. */
export function ModalHost() {
  const { stack, close } = useModals();
  return stack.map((request) => {
    // Each modal takes its own request type; the stack pairs request and component by name.
    const Modal = modals[request.name] as unknown as LazyExoticComponent<ComponentType<ModalComponentProps>>;
    return (
      <PageErrorBoundary key={request.name} resetKey={request.name} fallback={() => null}>
        <Suspense fallback={null}>
          <Modal request={request} onClose={() => close(request.name)} />
        </Suspense>
      </PageErrorBoundary>
    );
  });
}
