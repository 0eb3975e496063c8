import { describe, expect, it } from 'vitest';
import { affiliateErrors, affiliatePrefill, affiliateRequest, type AffiliateValues } from './rules.js';
import { applicantValues } from './applicant-values.fixture.js';

const values = applicantValues;

describe('affiliate application rules', () => {
  it('names every problem of an empty form by field', () => {
    const empty: AffiliateValues = {
      name: '',
      email: '',
      countryDialingCode: '+84',
      mobile: '',
      channels: [],
      expectedMonthlyPlayers: '',
      message: '',
      termsAccepted: false,
    };
    expect(affiliateErrors(empty)).toEqual({
      name: { key: 'validation_required' },
      email: { key: 'validation_required' },
      mobile: { key: 'validation_required' },
      channels: { key: 'validation_required' },
      expectedMonthlyPlayers: { key: 'validation_required' },
      termsAccepted: { key: 'affiliate_terms_required' },
    });
  });
  it('checks the bounds: name length, email, mobile digits, each ticked channel, the message', () => {
    expect(
      affiliateErrors({
        ...values,
        name: 'L',
        email: 'linh@',
        mobile: '12345',
        channels: [
          { type: 'WEBSITE', link: '' },
          { type: 'OTHER', link: 'x'.repeat(201) },
        ],
        message: 'x'.repeat(501),
      }),
    ).toEqual({
      name: { key: 'validation_length', params: { min: 2, max: 50 } },
      email: { key: 'validation_pattern' },
      mobile: { key: 'validation_length', params: { min: 6, max: 15 } },
      'channels.WEBSITE': { key: 'validation_required' },
      'channels.OTHER': { key: 'validation_max_length', params: { max: 200 } },
      message: { key: 'validation_max_length', params: { max: 500 } },
    });
    expect(affiliateErrors({ ...values, mobile: '91234a678' })['mobile']).toEqual({
      key: 'validation_pattern',
    });
    expect(affiliateErrors(values)).toEqual({});
  });
  it('sends trimmed values and leaves an empty message out', () => {
    expect(affiliateRequest(values)).toEqual({
      name: 'Linh Tran',
      email: 'linh@example.com',
      countryDialingCode: '+84',
      mobile: '912345678',
      channels: [{ type: 'WEBSITE', link: 'https://linh.example.com' }],
      expectedMonthlyPlayers: '11-50',
      termsAccepted: true,
    });
  });
  it("prefills a member's name, email and mobile, but not masked ones", () => {
    const member = {
      id: '1',
      account: 'demo',
      nickname: 'Lucky',
      type: 0,
      payeeName: null,
      email: 'demo@example.com',
      mobileNum: '912345678',
      countryDialingCode: '+84',
    };
    expect(affiliatePrefill(member)).toEqual({
      name: 'Lucky',
      email: 'demo@example.com',
      countryDialingCode: '+84',
      mobile: '912345678',
    });
    expect(
      affiliatePrefill({
        ...member,
        payeeName: 'Demo Player',
        email: 'de***@example.com',
        mobileNum: '09***78',
      }),
    ).toEqual({
      name: 'Demo Player',
      email: '',
      countryDialingCode: '',
      mobile: '',
    });
  });
});
