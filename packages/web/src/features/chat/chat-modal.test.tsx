import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { setHostile } from '@lobby/mocks/controls';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@/testing/render-app';
import { useSandbox } from '@/testing/sandbox-server';

/** Opens the chat room from the footer and gives its dialog and the online hosts' buttons. */
async function openChatRoom() {
  await renderApp('/');
  const footer = await screen.findByRole('contentinfo', {}, { timeout: 10_000 });
  await userEvent.click(await within(footer).findByRole('button', { name: 'Chat room' }));
  const dialog = await screen.findByRole('dialog', { name: 'Chat room' });
  const hosts = await within(dialog).findAllByRole('button', { name: /Online/ }, { timeout: 10_000 });
  return { dialog, host: hosts[0] as HTMLElement };
}

describe('the chat room', () => {
  useSandbox();
  afterEach(() => vi.restoreAllMocks());

  it("opens from the footer's contact list: pick an online host, the room opens in a sandboxed frame", async () => {
    const { host } = await openChatRoom();
    await userEvent.click(host);
    const frame = (await screen.findByTitle(/^Chat with /, {}, { timeout: 10_000 })) as HTMLIFrameElement;
    expect(frame.getAttribute('sandbox')).toContain('allow-scripts');
    expect(frame.getAttribute('src')).toMatch(/^https?:\/\//);
  });

  it('refuses a room whose URL is not http(s) or an app path, saying so, and frames nothing', async () => {
    const { dialog, host } = await openChatRoom();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    // From here the hostile sandbox answers every URL, the room's too, as javascript:.
    setHostile(true);
    await userEvent.click(host);
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Invalid URL, please contact customer service',
    );
    expect(document.querySelector('iframe')).toBeNull();
  });
});
