import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderApp } from '@/testing/render-app';
import { sandboxToken } from '@/testing/sandbox-token';
import { useSandbox } from '@/testing/sandbox-server';

const notices = () => document.querySelector('.toasts[role="status"]');

// The member event listener is its own chunk, loaded for members only (app/root-frame.tsx).
describe('the member event listener', () => {
  useSandbox();

  it('is not there for a visitor', async () => {
    await renderApp('/');
    await screen.findByRole('region', { name: 'Promotions' }, { timeout: 10_000 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(notices()).toBeNull();
  });

  it('listens once a member is signed in', async () => {
    await renderApp('/', { token: await sandboxToken('demo', 'demo1234') });
    await waitFor(() => expect(notices()).not.toBeNull(), { timeout: 10_000 });
  });
});
