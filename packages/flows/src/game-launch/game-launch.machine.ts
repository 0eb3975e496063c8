import { resolveCdnUrl } from '@lobby/sdk';
import { assign, emit, fromPromise, setup } from 'xstate';
import { flowError, toFlowError, type FlowError } from '../errors.js';
import { gameRoute } from './game-route.js';
import type { MemberRole } from '../member-role.js';
import type { GameCard, GameLaunch, SdkSlice } from '../ports/sdk.js';
import { placeholder } from '../shared/placeholder-actor.js';

/** What `gameLaunchMachine` is created with. */
export interface GameLaunchInput {
  loggedIn: boolean;
  role: MemberRole | null;
  game: GameCard;
}

/** `gameLaunchMachine`'s context. */
export interface GameLaunchContext extends GameLaunchInput {
  launch: GameLaunch | null;
  error: FlowError | null;
}

/** `openLogin`: not logged in; `navigate`/`openGameList`/`openGame`: where the game goes. */
export type GameLaunchEmitted =
  | { type: 'openLogin' }
  | { type: 'navigate'; to: string }
  | { type: 'openGameList'; vassalage: string }
  | { type: 'openGame'; url: string; mode: GameLaunch['mode'] };

/** Game launch: login first, no real games for trial accounts, then route by provider or launch. */
export const gameLaunchMachine = setup({
  types: {
    context: {} as GameLaunchContext,
    events: {} as { type: 'RETRY' },
    input: {} as GameLaunchInput,
    emitted: {} as GameLaunchEmitted,
  },
  actors: {
    launchGame: placeholder<GameLaunch, GameCard>('launchGame', 'gameLaunchActors'),
  },
  guards: {
    anonymous: ({ context }) => !context.loggedIn,
    trial: ({ context }) => context.role === 'trial',
    routed: ({ context }) => gameRoute(context.game).kind === 'navigate',
    gameList: ({ context }) => gameRoute(context.game).kind === 'gameList',
  },
}).createMachine({
  id: 'gameLaunch',
  initial: 'deciding',
  context: ({ input }) => ({ ...input, launch: null, error: null }),
  states: {
    deciding: {
      always: [
        { guard: 'anonymous', target: 'needsLogin' },
        { guard: 'trial', target: 'needsRealAccount' },
        {
          guard: 'routed',
          target: 'done',
          actions: emit(({ context }) => ({
            type: 'navigate' as const,
            to: (gameRoute(context.game) as { to: string }).to,
          })),
        },
        {
          guard: 'gameList',
          target: 'done',
          actions: emit(({ context }) => ({
            type: 'openGameList' as const,
            vassalage: context.game.vassalage,
          })),
        },
        { target: 'launching' },
      ],
    },
    launching: {
      invoke: {
        id: 'launchGame',
        src: 'launchGame',
        input: ({ context }) => context.game,
        onDone: {
          target: 'done',
          actions: [
            assign({ launch: ({ event }) => event.output }),
            emit(({ event }) => ({
              type: 'openGame' as const,
              url: event.output.url,
              mode: event.output.mode,
            })),
          ],
        },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => toFlowError(event.error) }) },
      },
    },
    failed: { on: { RETRY: { target: 'launching', actions: assign({ error: null }) } } },
    needsLogin: { type: 'final', entry: emit({ type: 'openLogin' }) },
    needsRealAccount: { type: 'final', entry: assign({ error: flowError('in_need_true_account') }) },
    done: { type: 'final' },
  },
});

/** How the web launches: the call's platform, language and back URL, and the configured launch hosts. */
export interface GameLaunchOptions {
  platform?: string;
  language?: string;
  backUrl?: string;
  /** `launchGameCDNs`: a launch path is served by one of them, picked at random per launch. */
  launchCdns?: readonly string[];
}

/** Real actors: `gameLaunchMachine.provide({ actors: gameLaunchActors(sdk, { language, backUrl, launchCdns }) })`. */
export function gameLaunchActors(
  sdk: SdkSlice<'games', 'launchGame'>,
  { launchCdns, ...options }: GameLaunchOptions = {},
) {
  return {
    launchGame: fromPromise<GameLaunch, GameCard>(async ({ input, signal }) => {
      const launch = await sdk.games.launchGame(
        {
          nodeId: input.nodeId,
          vassalage: input.vassalage,
          gameType: input.gameType,
          ...(input.gameCode ? { gameCode: input.gameCode } : {}),
          ...options,
        },
        { signal },
      );
      return { ...launch, url: resolveCdnUrl(launch.url, launchCdns) ?? launch.url };
    }),
  };
}
