import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { lastCaptchaCode, sendSmsCode, setRegisterCaptcha } from '@lobby/mocks/controls';
import { renderApp } from '@/testing/render-app';
import { useSandbox } from '@/testing/sandbox-server';

// Each register call encrypts with RSA and DES in jsdom: slow when the whole suite shares two cores.
const SLOW = { timeout: 12_000 };

const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
const value = (element: HTMLElement) => (element as HTMLInputElement | HTMLSelectElement).value;
const required = (element: HTMLElement) => (element as HTMLInputElement | HTMLSelectElement).required;
const optionTexts = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => [(option as HTMLOptionElement).value, option.textContent]);

/** The message wired to a field for screen readers (`aria-describedby`), or null. */
function errorOf(field: HTMLElement): string | null {
  const id = field.getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}

async function openMobileTab() {
  await renderApp('/register');
  // The popup's chunk is transformed on first use: the file's first test pays for it.
  const dialog = await screen.findByRole('dialog', { name: 'Register' }, SLOW);
  fireEvent.click(await within(dialog).findByRole('tab', { name: 'Mobile number' }, SLOW));
  await within(dialog).findByRole('textbox', { name: 'Address' }, SLOW);
  return dialog;
}

describe('the register popup on the registration machine', () => {
  useSandbox();

  it('asks the profile fields on the mobile tab and puts their errors under them, keeping what was typed', async () => {
    const dialog = await openMobileTab();
    const address = within(dialog).getByRole('textbox', { name: 'Address' });
    const nationality = within(dialog).getByRole('combobox', { name: 'Nationality' });
    const occupation = within(dialog).getByRole('combobox', { name: 'Occupation' });
    const income = within(dialog).getByRole('combobox', { name: 'Source of income' });
    expect([address, nationality, occupation, income].map(required)).toEqual([true, true, false, false]);
    expect(optionTexts(nationality)).toContainEqual(['VN', 'Vietnam']);
    type(within(dialog).getByRole('textbox', { name: 'Mobile number' }), '912345678');
    type(within(dialog).getByLabelText('SMS code'), '1234');
    type(within(dialog).getByLabelText('Password'), 'abc12345');
    type(within(dialog).getByLabelText('Confirm password'), 'abc12345');
    fireEvent.change(occupation, { target: { value: 'Student' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /agree/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Register' }));

    // The birthday (age 18) is asked on the mobile tab too.
    expect(await within(dialog).findAllByText('This field is required')).toHaveLength(3);
    expect([
      errorOf(within(dialog).getByLabelText('Date of birth')),
      errorOf(address),
      errorOf(nationality),
      errorOf(occupation),
    ]).toEqual(['This field is required', 'This field is required', 'This field is required', null]);
    expect(within(dialog).queryByRole('slider')).toBeNull();
    expect(value(within(dialog).getByRole('textbox', { name: 'Mobile number' }))).toBe('912345678');
    expect(value(within(dialog).getByLabelText('Password'))).toBe('abc12345');
    expect(value(occupation)).toBe('Student');
  });

  it('registers by mobile with an address and a nationality chosen from the settings', async () => {
    const dialog = await openMobileTab();
    const mobile = '987654321';
    type(within(dialog).getByRole('textbox', { name: 'Mobile number' }), mobile);
    type(within(dialog).getByLabelText('SMS code'), sendSmsCode('+84', mobile, 'register', '4321').code);
    type(within(dialog).getByLabelText('Password'), 'abc12345');
    type(within(dialog).getByLabelText('Confirm password'), 'abc12345');
    type(within(dialog).getByLabelText('Date of birth'), '1990-05-17');
    type(within(dialog).getByRole('textbox', { name: 'Address' }), '12 Le Loi, District 1');
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Nationality' }), {
      target: { value: 'VN' },
    });
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Source of income' }), {
      target: { value: 'Salary' },
    });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /agree/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Register' }));
    fireEvent.change(await within(dialog).findByRole('slider', {}, SLOW), { target: { value: '100' } });

    expect(await screen.findByRole('button', { name: new RegExp(mobile) }, SLOW)).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Register' })).toBeNull();
  }, 40_000);

  it('offers the settings choices on the username tab as drop-downs named in the user language', async () => {
    await renderApp('/register', { language: 'VI' });
    const dialog = await screen.findByRole('dialog', { name: 'Đăng ký' });
    const nationality = await within(dialog).findByRole('combobox', { name: 'Quốc tịch' });
    expect(optionTexts(nationality).slice(0, 2)).toEqual([
      ['', 'Vui lòng chọn'],
      ['VN', 'Việt Nam'],
    ]);
    expect(optionTexts(within(dialog).getByRole('combobox', { name: 'Nghề nghiệp' }))).toContainEqual([
      'Self-employed',
      'Tự kinh doanh',
    ]);
    expect(optionTexts(within(dialog).getByRole('combobox', { name: 'Nguồn thu nhập' }))).toContainEqual([
      'Savings',
      'Tiền tiết kiệm',
    ]);
    expect(required(within(dialog).getByRole('textbox', { name: 'Địa chỉ' }))).toBe(true);
  });

  it('registers with the image captcha when the brand shows it, a refused one bringing a new image', async () => {
    setRegisterCaptcha(true);
    await renderApp('/register');
    const dialog = await screen.findByRole('dialog', { name: 'Register' });
    const refresh = await within(dialog).findByRole('button', { name: 'Load a new verification image' });
    const image = () => refresh.querySelector('img')?.getAttribute('src') ?? null;
    await waitFor(() => expect(image()).toMatch(/^data:image\//));
    const first = image();
    // A click refreshes the image at most once a second (the flows' registration machine, as the login's).
    await new Promise((resolve) => setTimeout(resolve, 1100));
    fireEvent.click(refresh);
    await waitFor(() => expect(image()).not.toBe(first));
    const mobile = '933444555';
    const filled: [HTMLElement, string][] = [
      [within(dialog).getByRole('textbox', { name: 'Username' }), 'capcha01'],
      [within(dialog).getByRole('textbox', { name: 'Mobile number' }), mobile],
      [within(dialog).getByLabelText('SMS code'), sendSmsCode('+84', mobile, 'register', '5678').code],
      [within(dialog).getByLabelText('Password'), 'abc12345'],
      [within(dialog).getByLabelText('Confirm password'), 'abc12345'],
      [within(dialog).getByRole('textbox', { name: 'Real name' }), 'Cap Cha'],
      [within(dialog).getByLabelText('Date of birth'), '1990-05-17'],
      [within(dialog).getByRole('textbox', { name: 'Address' }), '1 Main Street'],
      [within(dialog).getByRole('combobox', { name: 'Nationality' }), 'VN'],
    ];
    for (const [field, text] of filled) type(field, text);
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /agree/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Register' }));
    const captcha = within(dialog).getByLabelText('Verification code');
    expect(required(captcha)).toBe(true);
    expect(errorOf(captcha)).toBe('This field is required');

    // 0 is not in the captcha alphabet: the server refuses it and the form shows a new image.
    type(captcha, '0000');
    const refused = image();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Register' }));
    fireEvent.change(await within(dialog).findByRole('slider', {}, SLOW), { target: { value: '100' } });
    expect((await within(dialog).findByRole('alert', {}, SLOW)).textContent).toMatch(/Incorrect captcha/);
    await waitFor(() => expect(image()).not.toBe(refused));

    type(captcha, String(lastCaptchaCode()));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Register' }));
    fireEvent.change(await within(dialog).findByRole('slider', {}, SLOW), { target: { value: '100' } });
    expect(await screen.findByRole('button', { name: /capcha01/ }, SLOW)).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Register' })).toBeNull();
  }, 60_000);

  it('keeps every value when the server refuses the registration', async () => {
    await renderApp('/register');
    const dialog = await screen.findByRole('dialog', { name: 'Register' });
    const filled: [HTMLElement, string][] = [
      [await within(dialog).findByRole('textbox', { name: 'Username' }), 'keepme01'],
      [within(dialog).getByRole('textbox', { name: 'Mobile number' }), '911222333'],
      // No code was sent to this number: the server refuses it.
      [within(dialog).getByLabelText('SMS code'), '0000'],
      [within(dialog).getByLabelText('Password'), 'abc12345'],
      [within(dialog).getByLabelText('Confirm password'), 'abc12345'],
      [within(dialog).getByRole('textbox', { name: 'Real name' }), 'Keep Me'],
      [within(dialog).getByLabelText('Date of birth'), '1990-05-17'],
      [within(dialog).getByRole('textbox', { name: 'Address' }), '1 Main Street'],
      [within(dialog).getByRole('combobox', { name: 'Nationality' }), 'TH'],
      [within(dialog).getByRole('combobox', { name: 'Occupation' }), 'Retired'],
      [within(dialog).getByRole('combobox', { name: 'Source of income' }), 'Investments'],
    ];
    for (const [field, text] of filled) type(field, text);
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /agree/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Register' }));
    fireEvent.change(await within(dialog).findByRole('slider', {}, SLOW), { target: { value: '100' } });

    expect((await within(dialog).findByRole('alert', {}, SLOW)).textContent).toMatch(/verification/);
    expect(await within(dialog).findByRole('button', { name: 'Register' })).toBeTruthy();
    expect(filled.map(([field]) => value(field))).toEqual(filled.map(([, text]) => text));
  }, 40_000);
});
