import { describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@/testing/render-app';
import { useSandbox } from '@/testing/sandbox-server';

describe('the top navigation vendor menus', () => {
  useSandbox();

  it('close on Escape with the focus back on their toggle', async () => {
    await renderApp('/');
    const toggle = await screen.findByRole('button', { name: 'Live casino providers' }, { timeout: 10_000 });
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const menu = document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement;
    // The entries' code arrives with the first menu opened.
    const [first] = await within(menu).findAllByRole('button');
    act(() => first?.focus());
    expect(document.activeElement).toBe(first);
    await userEvent.keyboard('{Escape}');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });

  it('close when the focus leaves them', async () => {
    await renderApp('/');
    const toggle = await screen.findByRole('button', { name: 'Fishing providers' }, { timeout: 10_000 });
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    act(() => screen.getByRole('link', { name: 'Promotions' }).focus());
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });
});
