import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@/testing/render-app';
import { useSandbox } from '@/testing/sandbox-server';

describe('the chat room', () => {
  useSandbox();

  it("opens from the footer's contact list: pick an online host, the room opens in a sandboxed frame", async () => {
    await renderApp('/');
    const footer = await screen.findByRole('contentinfo', {}, { timeout: 10_000 });
    await userEvent.click(await within(footer).findByRole('button', { name: 'Chat room' }));
    const dialog = await screen.findByRole('dialog', { name: 'Chat room' });
    const hosts = await within(dialog).findAllByRole('button', { name: /Online/ }, { timeout: 10_000 });
    await userEvent.click(hosts[0] as HTMLElement);
    const frame = (await screen.findByTitle(/^Chat with /, {}, { timeout: 10_000 })) as HTMLIFrameElement;
    expect(frame.getAttribute('sandbox')).toContain('allow-scripts');
    expect(frame.getAttribute('src')).toMatch(/^https?:\/\//);
  });
});
