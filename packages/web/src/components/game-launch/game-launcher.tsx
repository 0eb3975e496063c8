import { createContext, useContext, type ReactNode } from 'react';
import type { Schemas } from '@lobby/sdk';

/** Starts a game or vendor card: the games feature and the header share this one entry point. */
export type LaunchGame = (card: Schemas['GameCard']) => void;

const LauncherContext = createContext<LaunchGame | null>(null);

/** The app provides the launcher (login check, trial warning, provider routing, game popup). */
export function GameLauncherProvider({ launch, children }: { launch: LaunchGame; children: ReactNode }) {
  return <LauncherContext.Provider value={launch}>{children}</LauncherContext.Provider>;
}

/** The app's game launcher. */
export function useGameLauncher(): LaunchGame {
  const launch = useContext(LauncherContext);
  if (!launch) throw new Error('useGameLauncher outside GameLauncherProvider');
  return launch;
}
