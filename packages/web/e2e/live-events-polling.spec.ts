import { expect, headerBalance, resetSandbox, sandboxControl, signIn, test } from './support';

// A backend without the events channel (the sandbox's `--no-socket`, a worker of its own): the page gives up on
// the channel after a few attempts and reads on polls instead, saying nothing about it to the member.
test.use({ sandboxArgs: ['--no-socket'] });
test.afterEach(async ({ request }) => resetSandbox(request));

test('without the events channel the site works on polling and shows no error', async ({ page, request }) => {
  await signIn(page);
  await page.goto('/');
  await expect(page.locator('.member-panel__amount')).toHaveText(/\d/);
  const before = await headerBalance(page);
  await sandboxControl(request, 'post', 'bet', { account: 'demo', stake: 25, payout: 0 });
  // Offline after its attempts: the first poll reads the balance again.
  await expect(page.locator('.toasts[data-channel]')).toHaveAttribute('data-channel', 'offline');
  await expect.poll(() => headerBalance(page)).toBe(before - 2_500);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.locator('.toast')).toHaveCount(0);
});
