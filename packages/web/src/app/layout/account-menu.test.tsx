import { describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@/testing/render-app';
import { useSandbox } from '@/testing/sandbox-server';
import { sandboxToken } from '@/testing/sandbox-token';

describe('the account menu', () => {
  useSandbox();

  it('closes on Escape from one of its links with the focus back on its toggle', async () => {
    await renderApp('/', { token: await sandboxToken('demo', 'demo1234') });
    const toggle = await screen.findByRole('button', { name: /Demo/ }, { timeout: 12_000 });
    await userEvent.click(toggle);
    act(() => screen.getByRole('link', { name: 'My account' }).focus());
    await userEvent.keyboard('{Escape}');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  }, 30_000);
});
