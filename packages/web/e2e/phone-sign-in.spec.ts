import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expectAccessible, passSlideCheck, resetSandbox, test, expect } from './support';

// The brand's firebase SMS option on: codes go through the sandbox's stand-in for Firebase.
test.beforeEach(async ({ request }) => {
  expect((await request.post('/__sandbox/firebase-sms', { data: { enabled: true } })).ok()).toBe(true);
});
test.afterEach(async ({ request }) => resetSandbox(request));

/** The last code the sandbox phone-auth provider texted to an E.164 number. */
async function providerCode(request: APIRequestContext, phoneNumber: string): Promise<string> {
  const body = (await (
    await request.get(`/__sandbox/firebase-sms/last?phoneNumber=${encodeURIComponent(phoneNumber)}`)
  ).json()) as { value: { code?: string } | null };
  expect(body.value?.code, 'the provider sent a code').toBeTruthy();
  return String(body.value?.code);
}

/** Makes the provider's next send or confirm answer one of Firebase's error codes. */
async function queueProviderError(
  request: APIRequestContext,
  step: 'send' | 'confirm',
  code: string,
): Promise<void> {
  expect((await request.post('/__sandbox/firebase-sms/errors', { data: { step, code } })).ok()).toBe(true);
}

/** Fills the mobile registration form's other fields, agrees to the terms, registers and passes the slide check. */
async function registerWithCode(page: Page, dialog: Locator): Promise<void> {
  await dialog.getByLabel('Password', { exact: true }).fill('abc12345');
  await dialog.getByLabel('Confirm password').fill('abc12345');
  await dialog.getByLabel('Date of birth').fill('1990-05-17');
  await dialog.getByRole('textbox', { name: 'Address' }).fill('45 Nguyen Hue, District 1');
  await dialog.getByRole('combobox', { name: 'Nationality' }).selectOption({ label: 'Vietnam' });
  await dialog.getByRole('checkbox', { name: /agree/ }).check();
  await dialog.getByRole('button', { name: 'Register' }).click();
  await passSlideCheck(page);
}

const accountMenu = (page: Page, name: RegExp) => page.getByRole('banner').getByRole('button', { name });

test('registration through the phone-auth provider: its code with a 1-minute countdown, a wrong code and an expired one named, then registered with its id token', async ({
  page,
  request,
}) => {
  const urls: string[] = [];
  page.context().on('request', (r) => urls.push(r.url()));
  await page.goto('/register');
  const dialog = page.getByRole('dialog', { name: 'Register' });
  await dialog.getByRole('tab', { name: 'Mobile number' }).click();
  const mobile = `96${String(Date.now()).slice(-7)}`;
  await dialog.getByRole('textbox', { name: 'Mobile number' }).fill(mobile);
  await dialog.getByRole('button', { name: 'Send code' }).click();
  // Firebase's countdown is 1 minute (the backend's own codes count down expiredMinutes, 5 in the sandbox: 300 s).
  await expect(dialog.getByRole('button', { name: /Resend in (60|5\d) s/ })).toBeDisabled();
  const code = await providerCode(request, `+84${mobile}`);
  await dialog.getByLabel('SMS code').fill(code === '000000' ? '111111' : '000000');
  await registerWithCode(page, dialog);
  await expect(dialog.getByRole('alert')).toHaveText('The verification code is not valid');
  await expectAccessible(page);
  await queueProviderError(request, 'confirm', 'code-expired');
  await dialog.getByLabel('SMS code').fill(code);
  await dialog.getByRole('button', { name: 'Register' }).click();
  await passSlideCheck(page);
  await expect(dialog.getByRole('alert')).toHaveText('The code has expired. Please send it again');
  // The form kept everything: the same code goes again, the provider confirms it this time.
  await dialog.getByRole('button', { name: 'Register' }).click();
  await passSlideCheck(page);
  await expect(dialog).toBeHidden();
  await expect(accountMenu(page, new RegExp(mobile))).toBeVisible();
  // The provider's id token (a JWT) went in the register call's body, never in a URL.
  expect(urls.filter((url) => /eyJ[\w-]+\.[\w-]+\./.test(url))).toEqual([]);
  expect(urls.some((url) => url.includes('/__sandbox/phone-auth/confirm'))).toBe(true);
});

test('SMS login through the phone-auth provider: too many requests named, then signed in with its code; the SMS tab then starts with the remembered number', async ({
  page,
  request,
}) => {
  await page.goto('/login');
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByRole('tab', { name: 'SMS code' }).click();
  // The digits rule is the chosen country's: it holds once the brand's list has arrived and its first is chosen.
  await expect(dialog.getByRole('combobox', { name: 'Country code' })).not.toHaveValue('');
  const number = dialog.getByRole('textbox', { name: 'Mobile number' });
  await number.fill('91234567');
  await dialog.getByRole('textbox', { name: 'SMS code' }).fill('123456');
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(number).toHaveAccessibleDescription('Phone must have 9 digits');
  await number.fill('912345678');
  await queueProviderError(request, 'send', 'too-many-requests');
  await dialog.getByRole('button', { name: 'Send code' }).click();
  const warning = page.getByRole('dialog', { name: 'The SMS code could not be sent' });
  await expect(warning).toContainText('Too many requests. Please try again after 5 minutes');
  await warning.getByRole('button', { name: 'Submit' }).click();
  // Presses are throttled to one a second: one made sooner is dropped, so press until the code goes (once: the button then counts down).
  // A press while the code is on its way finds the button disabled (no second send).
  const resend = dialog.getByRole('button', { name: /Resend in/ });
  await expect(async () => {
    if (!(await resend.isVisible()))
      await dialog.getByRole('button', { name: 'Send code' }).click({ timeout: 1000 });
    await expect(resend).toBeDisabled({ timeout: 1000 });
  }).toPass({ intervals: [300] });
  await dialog.getByRole('textbox', { name: 'SMS code' }).fill(await providerCode(request, '+84912345678'));
  await dialog.getByRole('checkbox', { name: 'Remember me' }).check();
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(accountMenu(page, /demo/i)).toBeVisible();

  // A new visit (the session gone, the remember-me cookie kept): the SMS tab has the number back.
  await page.evaluate(() => sessionStorage.clear());
  await page.goto('/login');
  await page.getByRole('dialog', { name: 'Log in' }).getByRole('tab', { name: 'SMS code' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Log in' }).getByRole('textbox', { name: 'Mobile number' }),
  ).toHaveValue('912345678');
  await expect(
    page.getByRole('dialog', { name: 'Log in' }).getByRole('combobox', { name: 'Country code' }),
  ).toHaveValue('+84');
});

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });
  test("the provider's code and its refusal fit the mobile registration form, accessible", async ({
    page,
  }) => {
    await page.goto('/register');
    const dialog = page.getByRole('dialog', { name: 'Register' });
    await dialog.getByRole('tab', { name: 'Mobile number' }).click();
    await dialog.getByRole('textbox', { name: 'Mobile number' }).fill('955512345');
    await dialog.getByRole('button', { name: 'Send code' }).click();
    await expect(dialog.getByRole('button', { name: /Resend in/ })).toBeDisabled();
    await dialog.getByLabel('SMS code').fill('000000');
    await registerWithCode(page, dialog);
    await expect(dialog.getByRole('alert')).toHaveText('The verification code is not valid');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectAccessible(page);
    await dialog.getByRole('alert').scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'test-results/screenshots/phone-sign-in-register-360.png' });
  });
});
