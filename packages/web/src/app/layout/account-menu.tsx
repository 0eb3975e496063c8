import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { hrefs, type MemberTab } from '@/config/paths';
import { useLogout } from '@/hooks/use-logout';
import { useSessionAvatar } from '@/hooks/use-session-avatar';
import type { Session } from '@/hooks/use-session';

const ITEMS: readonly { tab: MemberTab; key: string }[] = [
  { tab: 'personalHistoryCopy', key: 'account.bettingRecord' },
  { tab: 'transactionHistory', key: 'account.accountRecord' },
  { tab: 'personalProfit', key: 'account.personalLoss' },
  { tab: 'rewardCenter', key: 'account.rewardCenter' },
  { tab: 'securityCenter', key: 'account.myAccount' },
];

/** The account drop-down of the header (a disclosure: a button and a list of links). */
export function AccountMenu({ session }: { session: Session }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const logout = useLogout(session.isAgent);
  const name = session.member?.nickname || session.member?.account || t('account.member');
  const avatar = useSessionAvatar(session.sessionKey);
  const [avatarFailed, setAvatarFailed] = useState(false);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      // Keyboard users continue from the toggle, not from the top of the page.
      if (root.current?.contains(document.activeElement)) toggle.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div className="dropdown" ref={root}>
      <button
        ref={toggle}
        type="button"
        className="button button--small button--ghost dropdown__toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        <span className="avatar" aria-hidden="true">
          {avatar && !avatarFailed ? (
            <img className="avatar__image" src={avatar} alt="" onError={() => setAvatarFailed(true)} />
          ) : (
            name.slice(0, 1).toUpperCase()
          )}
        </span>
        <span className="dropdown__label">{name}</span>
      </button>
      <ul id={listId} className="dropdown__menu dropdown__menu--end" hidden={!open}>
        {ITEMS.map((item) => (
          <li key={item.tab}>
            <Link to={hrefs.member(item.tab)} onClick={() => setOpen(false)}>
              {t(item.key)}
            </Link>
          </li>
        ))}
        {session.isAgent ? (
          <li>
            <Link to={hrefs.agentHome()} onClick={() => setOpen(false)}>
              {t('account.agentCenter')}
            </Link>
          </li>
        ) : null}
        <li>
          <button
            type="button"
            onClick={() => {
              setOpen(false);
              void logout();
            }}
          >
            {t('account.signOut')}
          </button>
        </li>
      </ul>
    </div>
  );
}
