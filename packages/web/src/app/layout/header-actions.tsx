import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useModals } from '@/hooks/use-modals';
import type { Session } from '@/hooks/use-session';
import { LazyMemberPanel } from './lazy-member-panel';

/** The header's end: the member panel once logged in, login and register before. */
export function HeaderActions({ session }: { session: Session }) {
  const { t } = useTranslation();
  const modals = useModals();
  return (
    <div className="site-header__actions">
      {session.loggedIn ? (
        // The panel's box holds its place while its chunk arrives (see lazy-member-panel.ts).
        <Suspense fallback={<div className="member-panel" aria-busy="true" />}>
          <LazyMemberPanel session={session} />
        </Suspense>
      ) : (
        <>
          <button
            type="button"
            className="button button--ghost button--small"
            onClick={() => modals.open({ name: 'login' })}
          >
            {t('auth.login')}
          </button>
          <button
            type="button"
            className="button button--primary button--small"
            onClick={() => modals.open({ name: 'register' })}
          >
            {t('auth.register')}
          </button>
        </>
      )}
    </div>
  );
}
