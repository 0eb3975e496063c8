import { cleanup } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { createWorld, gameHandlers, type GameWorld } from './game-handlers';

/** Starts MSW with the game handlers for the calling test file; `world()` is the current test's state. */
export function startGameServer(): { world: () => GameWorld; server: ReturnType<typeof setupServer> } {
  const server = setupServer();
  let current = createWorld();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    current = createWorld();
    server.resetHandlers(...gameHandlers(current));
  });
  afterEach(() => {
    cleanup();
    server.resetHandlers();
  });
  afterAll(() => server.close());
  return { world: () => current, server };
}
