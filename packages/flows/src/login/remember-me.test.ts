import { describe, expect, it } from 'vitest';
import { memoryCookies } from '../ports/storage.js';
import { readRemembered, splitSmsMobile, writeRemembered } from './remember-me.js';

describe('the remembered SMS number', () => {
  const codes = ['+84', '+1', '+1264', '+63'];
  it('splits by the longest dialing code that fits', () => {
    expect(splitSmsMobile('+84912345678', codes)).toEqual({ countryDialingCode: '+84', mobile: '912345678' });
    expect(splitSmsMobile('+12645551234', codes)).toEqual({ countryDialingCode: '+1264', mobile: '5551234' });
    expect(splitSmsMobile('+15551234567', codes)).toEqual({ countryDialingCode: '+1', mobile: '5551234567' });
  });
  it('gives nothing to pre-fill for an unknown code, a bare code or nothing remembered', () => {
    expect(splitSmsMobile('+44912345678', codes)).toBeNull();
    expect(splitSmsMobile('+84', codes)).toBeNull();
    expect(splitSmsMobile('', codes)).toBeNull();
  });
  it('round-trips what an SMS login remembered', () => {
    const cookies = memoryCookies();
    writeRemembered(cookies, true, { smsMobile: '+63' + '9171234567' });
    expect(splitSmsMobile(readRemembered(cookies).smsMobile, codes)).toEqual({
      countryDialingCode: '+63',
      mobile: '9171234567',
    });
  });
});
