import { describe, expect, it } from 'vitest';
import type { RegisterSettings } from '../ports/sdk.js';
import { registrationLayout } from './registration-form.js';

const field = (name: string, show = true, required = false) => ({
  field: name,
  show,
  required,
  acceptedPattern: '*',
  minLength: 0,
  maxLength: 0,
});

const settings = {
  fields: [
    field('username', true, true),
    field('password', true, true),
    field('captcha'),
    field('payeeName', true, true),
    field('birthday'),
    field('address'),
    field('email', false),
  ],
} as unknown as RegisterSettings;

const names = (fields: readonly { field: string }[]) => fields.map((rule) => rule.field);

describe('registration layout', () => {
  it('username tab: username, password with its confirmation, the captcha and the other shown fields in order', () => {
    const layout = registrationLayout('username', settings, {});
    expect(layout).toMatchObject({
      username: true,
      mobile: false,
      mobileRequired: false,
      smsCode: false,
      confirmPassword: true,
      captcha: true,
    });
    expect(names(layout.otherFields)).toEqual(['payeeName', 'birthday', 'address']);
  });

  it('username tab: a shown mobile number follows its rule; REGMOBVERF3 makes it required with an SMS code', () => {
    const withMobile = {
      fields: [...settings.fields, field('mobileNum', true, false)],
    } as unknown as RegisterSettings;
    expect(registrationLayout('username', withMobile, {})).toMatchObject({
      mobile: true,
      mobileRequired: false,
      smsCode: false,
    });
    expect(registrationLayout('username', settings, { REGMOBVERF3: true })).toMatchObject({
      mobile: true,
      mobileRequired: true,
      smsCode: true,
    });
  });

  it('mobile tab: number, code and password, the confirmation only with MOBILENUMPASSREG3, no captcha, the birthday and profile fields', () => {
    const layout = registrationLayout('mobile', settings, {});
    expect(layout).toMatchObject({
      username: false,
      mobile: true,
      mobileRequired: true,
      smsCode: true,
      confirmPassword: false,
      captcha: false,
    });
    expect(names(layout.otherFields)).toEqual(['birthday', 'address']);
    expect(registrationLayout('mobile', settings, { MOBILENUMPASSREG3: true }).confirmPassword).toBe(true);
  });

  it('without settings: only the fields the tab always has', () => {
    expect(registrationLayout('username', null, {})).toMatchObject({ captcha: false, otherFields: [] });
  });
});
