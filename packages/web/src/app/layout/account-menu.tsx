import { useEffect, useRef, type RefObject } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { hrefs, type MemberTab } from '@/config/paths';
import { useLogout } from '@/hooks/use-logout';
import type { Session } from '@/hooks/use-session';
import { AccountAvatar } from './account-avatar';
import { useDisclosure } from './use-disclosure';

const ITEMS: readonly { tab: MemberTab; key: string }[] = [
  { tab: 'personalHistoryCopy', key: 'account.bettingRecord' },
  { tab: 'transactionHistory', key: 'account.accountRecord' },
  { tab: 'personalProfit', key: 'account.personalLoss' },
  { tab: 'rewardCenter', key: 'account.rewardCenter' },
  { tab: 'securityCenter', key: 'account.myAccount' },
];

/** Closes an open menu on a press outside it or on Escape (keyboard users continue from the toggle). */
function useDismiss(menu: ReturnType<typeof useDisclosure>, root: RefObject<HTMLDivElement | null>) {
  const { open, setOpen, toggle } = menu;
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
  }, [open, setOpen, toggle, root]);
}

/** The account drop-down of the header (a disclosure: a button and a list of links). */
export function AccountMenu({ session }: { session: Session }) {
  const { t } = useTranslation();
  const menu = useDisclosure();
  const root = useRef<HTMLDivElement>(null);
  useDismiss(menu, root);
  const logout = useLogout(session.isAgent);
  const name = session.member?.nickname || session.member?.account || t('account.member');
  const close = () => menu.setOpen(false);
  const links: { key: string; to: string; label: string }[] = ITEMS.map((item) => ({
    key: item.tab,
    to: hrefs.member(item.tab),
    label: t(item.key),
  }));
  links.push(
    { key: 'favorite', to: hrefs.favorite(), label: t('games:mine.favourite') },
    { key: 'recent', to: hrefs.recent(), label: t('games:mine.recent') },
  );
  if (session.isAgent) links.push({ key: 'agent', to: hrefs.agentHome(), label: t('account.agentCenter') });
  return (
    <div className="dropdown" ref={root}>
      <button {...menu.toggleProps} className="button button--small button--ghost dropdown__toggle">
        <AccountAvatar session={session} name={name} />
        <span className="dropdown__label">{name}</span>
      </button>
      <ul id={menu.listId} className="dropdown__menu dropdown__menu--end" hidden={!menu.open}>
        {links.map((link) => (
          <li key={link.key}>
            <Link className="menu-entry" to={link.to} onClick={close}>
              {link.label}
            </Link>
          </li>
        ))}
        <li>
          <button
            type="button"
            className="menu-entry"
            onClick={() => {
              close();
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
