import { lazyPage } from '@/lib/lazy-with-timeout';

/**
 * The header's member panel (balance, deposit and withdraw, the account menu and logout) is a chunk of its own:
 * visitors, most of the home's loads, never draw it, and it would be about 0.9 KB of the home's start-up script. It is
 * fetched before it is drawn: beside the app's code when a session is already open (main.tsx), and while the
 * log-in or sign-up popup is open (modal-host.tsx), so the panel is there when the member is.
 */
export const loadMemberPanel = () => import('./member-panel');

/** Starts fetching the panel's chunk; a failure here is the panel's own to report when it is drawn. */
export function preloadMemberPanel(): void {
  loadMemberPanel().catch(() => undefined);
}

/** The panel as a lazy component: a failed load reaches the header's error boundary, whose Try again loads it again. */
export const LazyMemberPanel = lazyPage(loadMemberPanel, 'MemberPanel');
