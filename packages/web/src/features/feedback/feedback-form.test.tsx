import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@/testing/render-app';
import { useSandbox } from '@/testing/sandbox-server';
import { sandboxToken } from '@/testing/sandbox-token';

const SLOW = { timeout: 10_000 };
const PNG_SIGNATURE = Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);

describe('the feedback form', () => {
  useSandbox();

  it('refuses a file named and typed as a png whose bytes are no image, and takes a real one', async () => {
    const user = userEvent.setup();
    await renderApp('/', { token: await sandboxToken('demo', 'demo1234') });
    await user.click(await screen.findByRole('button', { name: 'Feedback' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Feedback' }, SLOW);
    const images = await within(dialog).findByLabelText('Images (optional)', {}, SLOW);
    const disguised = new File(['<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'], 'slip.png', {
      type: 'image/png',
    });
    await user.upload(images, disguised);
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'This file is not a png or jpg image',
    );
    expect(within(dialog).queryByText('slip.png')).toBeNull();
    await user.upload(images, new File([PNG_SIGNATURE, 'pixels'], 'real.png', { type: 'image/png' }));
    expect(await within(dialog).findByText('real.png')).toBeTruthy();
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });
});
