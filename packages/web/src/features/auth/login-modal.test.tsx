import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { lastCaptchaCode } from '@lobby/mocks/controls';
import { renderApp } from '@/testing/render-app';
import { useSandbox } from '@/testing/sandbox-server';

// Each login encrypts with RSA and DES in jsdom: slow when the whole suite shares two cores.
const SLOW = { timeout: 12_000 };

async function submit(dialog: HTMLElement) {
  fireEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
  fireEvent.change(await within(dialog).findByRole('slider', {}, SLOW), { target: { value: '100' } });
}

describe('the login popup on the login machine', () => {
  const sandbox = useSandbox();

  it('asks for the image captcha after a failed login, then logs in with it', async () => {
    await renderApp('/login');
    const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
    const dialog = await screen.findByRole('dialog', { name: 'Log in' }, SLOW);
    expect(within(dialog).queryByLabelText('Verification code')).toBeNull();
    type(within(dialog).getByRole('textbox', { name: 'Username' }), 'demo');
    type(within(dialog).getByLabelText('Password'), 'wrong-one');
    await submit(dialog);
    expect(await within(dialog).findByRole('alert', {}, SLOW)).toBeTruthy();
    const captcha = await within(dialog).findByLabelText('Verification code', {}, SLOW);
    const refresh = within(dialog).getByRole('button', { name: 'Load a new verification image' });
    await waitFor(
      () => expect(refresh.querySelector('img')?.getAttribute('src')).toMatch(/^data:image\//),
      SLOW,
    );
    type(within(dialog).getByLabelText('Password'), 'demo1234');
    type(captcha, String(lastCaptchaCode()));
    await submit(dialog);
    expect(await screen.findByRole('button', { name: /demo/i }, SLOW)).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Log in' })).toBeNull();
  }, 40_000);

  it("offers the brand's social providers from the start-up configuration, without asking for it again", async () => {
    const statusCalls: string[] = [];
    const record = ({ request }: { request: Request }) => {
      if (request.url.includes('/wps/system/status')) statusCalls.push(request.url);
    };
    sandbox.events.on('request:start', record);
    try {
      await renderApp('/login');
      const dialog = await screen.findByRole('dialog', { name: 'Log in' });
      expect(within(dialog).getByRole('button', { name: /Google/ })).toBeTruthy();
      expect(statusCalls).toHaveLength(1);
    } finally {
      sandbox.events.removeListener('request:start', record);
    }
  });

  it('shows the field rules of the machine when nothing is typed', async () => {
    await renderApp('/login');
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(await within(dialog).findAllByText('This field is required')).toHaveLength(2);
    expect(within(dialog).queryByRole('slider')).toBeNull();
  });

  it('the SMS tab asks for a mobile number and an SMS code instead of username and password', async () => {
    await renderApp('/login');
    const dialog = await screen.findByRole('dialog', { name: 'Log in' }, SLOW);
    fireEvent.click(within(dialog).getByRole('tab', { name: 'SMS code' }));
    expect(await within(dialog).findByRole('textbox', { name: 'Mobile number' }, SLOW)).toBeTruthy();
    expect(within(dialog).getByRole('textbox', { name: 'SMS code' })).toBeTruthy();
    expect(within(dialog).queryByRole('textbox', { name: 'Username' })).toBeNull();
    expect(within(dialog).queryByLabelText('Password')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(await within(dialog).findAllByText('This field is required')).toHaveLength(2);
  }, 40_000);
});
