import { useEffect, useState, type ComponentType } from 'react';
import { usePrefetchInfiniteQuery } from '@tanstack/react-query';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { useSdk } from '@/lib/app-services';
import { importWithTimeout } from '@/lib/lazy-with-timeout';
import { downlineLevelQueryOptions } from '../../api/list-downlines';

/** What a chunk that did not arrive shows as (the app's 'Loading chunk failed'). */
const CHUNK_FAILED = { code: 'chunk', key: 'chunk_failed' } as const;

/**
 * A screen whose chunk loads with its section, without Suspense: React keeps a Suspense boundary's
 * content back for up to 300 ms after its fallback showed (its fallback throttle), which would be most
 * of the tree's first draw; here a spinner shows until the chunk arrives and the screen draws at once.
 */
function lazyScreen<M extends Record<K, ComponentType>, K extends keyof M>(load: () => Promise<M>, name: K) {
  let screen: ComponentType | undefined;
  return function LazyScreen() {
    const [attempt, setAttempt] = useState(0);
    const [state, setState] = useState<'loading' | 'ready' | 'failed'>(screen ? 'ready' : 'loading');
    useEffect(() => {
      if (screen) return;
      let live = true;
      importWithTimeout(load).then(
        (module) => {
          screen = module[name];
          if (live) setState('ready');
        },
        () => live && setState('failed'),
      );
      return () => {
        live = false;
      };
    }, [attempt]);
    if (state === 'failed') {
      return (
        <LoadError
          error={CHUNK_FAILED}
          onRetry={() => {
            setState('loading');
            setAttempt((n) => n + 1);
          }}
        />
      );
    }
    const Screen = screen;
    return Screen && state === 'ready' ? <Screen /> : <Spinner />;
  };
}

const RegisterDownline = lazyScreen(() => import('./register-downline'), 'RegisterDownline');
const DownlineManagement = lazyScreen(() => import('./downline-management'), 'DownlineManagement');

/** `registerCenter`: register a downline and the affiliate link (loaded with the section). */
export function RegisterCenterSection() {
  return <RegisterDownline />;
}

/** `downlineManagmentView`: the team tree, search, edit and transfer (loaded with the section). */
export function DownlineManagementSection() {
  // The first level is asked for while the section's chunk loads, not after it.
  usePrefetchInfiniteQuery(downlineLevelQueryOptions(useSdk(), null));
  return <DownlineManagement />;
}
