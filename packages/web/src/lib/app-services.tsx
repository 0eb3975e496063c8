import { createContext, useContext, type ReactNode } from 'react';
import type { LobbySdk } from '@lobby/sdk';
import type { RuntimeConfig } from './runtime-config';
import type { ObservableTokenStore } from './token-store';

/** What every part of the app reaches through context: the runtime configuration and the SDK. */
export interface AppServices {
  readonly config: RuntimeConfig;
  readonly sdk: LobbySdk;
  readonly tokens: ObservableTokenStore;
}

const ServicesContext = createContext<AppServices | null>(null);

/** Provides the configured clients to the tree (tests pass their own). */
export function ServicesProvider({ services, children }: { services: AppServices; children: ReactNode }) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

/** The configured clients; throws outside the provider, which is a wiring bug. */
export function useServices(): AppServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices outside ServicesProvider');
  return services;
}

/** The SDK instance. */
export const useSdk = (): LobbySdk => useServices().sdk;
