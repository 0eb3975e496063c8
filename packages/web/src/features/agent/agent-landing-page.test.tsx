import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderApp } from '@/testing/render-app';
import { useSandbox } from '@/testing/sandbox-server';

// Each login encrypts with RSA and DES in jsdom: slow when the whole suite shares two cores.
const SLOW = { timeout: 12_000 };
const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

async function logIn(username: string, password: string) {
  type(await screen.findByRole('textbox', { name: 'Username' }, SLOW), username);
  type(screen.getByLabelText('Password'), password);
  fireEvent.click(screen.getByRole('button', { name: 'Log in as agent' }));
  fireEvent.change(await screen.findByRole('slider', {}, SLOW), { target: { value: '100' } });
}

describe('the agent login on the login machine (agent variant)', () => {
  useSandbox();

  it('refuses a player with the non-agent message and drops its session', async () => {
    const { router, tokens } = await renderApp('/agent');
    await logIn('demo', 'demo1234');
    expect((await screen.findByRole('alert', {}, SLOW)).textContent).toBe('Non-agents cannot log in');
    expect(router.state.location.pathname).toBe('/agent');
    await waitFor(() => expect(tokens.get()).toBeNull(), SLOW);
  }, 40_000);

  it('sends an agent to /agentHome', async () => {
    const { router } = await renderApp('/agent');
    await logIn('agent', 'agent1234');
    await waitFor(() => expect(router.state.location.pathname).toBe('/agentHome'), SLOW);
  }, 40_000);

  it('asks for the image captcha after a failed login and shows or hides the password', async () => {
    await renderApp('/agent');
    expect(screen.queryByLabelText('Verification code')).toBeNull();
    await logIn('agent', 'wrong-one');
    expect(await screen.findByRole('alert', {}, SLOW)).toBeTruthy();
    expect(await screen.findByLabelText('Verification code', {}, SLOW)).toBeTruthy();
    const password = screen.getByLabelText('Password');
    expect(password.getAttribute('type')).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password.getAttribute('type')).toBe('text');
  }, 40_000);
});
