import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { affiliateCanRetry } from './refusals.js';
import {
  affiliateErrors,
  affiliatePrefill,
  affiliateRequest,
  type AffiliateValues,
} from './rules.js';
import { deferred, fakeActors, flush, httpError, serverError, timeoutError } from '../testing/fakes.js';
import { affiliateApplicationMachine } from './affiliate-application.machine.js';

const values: AffiliateValues = {
  name: ' Linh Tran ',
  email: 'linh@example.com',
  countryDialingCode: '+84',
  mobile: '912345678',
  channels: [{ type: 'WEBSITE', link: ' https://linh.example.com ' }],
  expectedMonthlyPlayers: '11-50',
  message: '',
  termsAccepted: true,
};
const application = {
  reference: 'AF-100001',
  status: 'pending' as const,
  email: 'linh@example.com',
  submittedTime: '2026-11-26 03:40:00',
};

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

describe('affiliateApplicationMachine', () => {
  it('refuses an invalid form before any call, then sends once on a double click and keeps the reference', async () => {
    const answer = deferred<typeof application>();
    const { actors, calls } = fakeActors({ apply: () => answer.promise });
    const actor = createActor(affiliateApplicationMachine.provide({ actors })).start();
    actor.send({ type: 'SUBMIT', values: { ...values, termsAccepted: false } });
    expect(calls.apply).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      termsAccepted: { key: 'affiliate_terms_required' },
    });
    actor.send({ type: 'SUBMIT', values });
    actor.send({ type: 'SUBMIT', values });
    answer.resolve(application);
    await flush();
    expect(calls.apply).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().context.application?.reference).toBe('AF-100001');
  });

  it("puts the server's refused field under that field, every value kept", async () => {
    const refusal = serverError('Email: use a valid address', {
      code: 'AFFILIATE_FIELD_INVALID',
      field: 'email',
    });
    const { actors } = fakeActors({ apply: () => Promise.reject(refusal) });
    const actor = createActor(affiliateApplicationMachine.provide({ actors })).start();
    actor.send({ type: 'SUBMIT', values });
    await flush();
    const { context, value } = actor.getSnapshot();
    expect(value).toBe('editing');
    expect(context.values).toEqual(values);
    expect(context.fieldErrors).toEqual({
      email: { key: 'server_message', params: { message: 'Email: use a valid address' } },
    });
    expect(context.error).toBeNull();
  });

  it('names a pending application of the same email with its reference, and an agent account', async () => {
    const pending = serverError('An application with this email is pending', {
      code: 'AFFILIATE_APPLICATION_PENDING',
      reference: 'AF-100001',
    });
    const { actors } = fakeActors({ apply: () => Promise.reject(pending) });
    const actor = createActor(affiliateApplicationMachine.provide({ actors })).start();
    actor.send({ type: 'SUBMIT', values });
    await flush();
    expect(actor.getSnapshot().context.error).toEqual({
      code: 'affiliate_application_pending',
      key: 'affiliate_application_pending',
      params: { reference: 'AF-100001' },
    });
    expect(affiliateCanRetry(actor.getSnapshot().context.error)).toBe(false);

    const agent = fakeActors({
      apply: () =>
        Promise.reject(serverError('Agents already are affiliates', { code: 'AFFILIATE_ALREADY_AGENT' })),
    });
    const second = createActor(affiliateApplicationMachine.provide({ actors: agent.actors })).start();
    second.send({ type: 'SUBMIT', values });
    await flush();
    expect(second.getSnapshot().context.error?.key).toBe('affiliate_already_agent');
  });

  it('keeps the form after a 500 or a timeout, and Try again sends the same values', async () => {
    const failures = [httpError(500), timeoutError()];
    const { actors, calls } = fakeActors({
      apply: () => (failures.length ? Promise.reject(failures.shift()) : Promise.resolve(application)),
    });
    const actor = createActor(affiliateApplicationMachine.provide({ actors })).start();
    actor.send({ type: 'SUBMIT', values });
    await flush();
    expect(actor.getSnapshot().context.error).toMatchObject({ code: 'http', key: 'unknown_error' });
    expect(affiliateCanRetry(actor.getSnapshot().context.error)).toBe(true);
    actor.send({ type: 'SUBMIT', values: actor.getSnapshot().context.values as AffiliateValues });
    await flush();
    expect(actor.getSnapshot().context.error?.key).toBe('page_timeout');
    actor.send({ type: 'SUBMIT', values });
    await flush();
    expect(calls.apply).toHaveBeenCalledTimes(3);
    expect(calls.apply).toHaveBeenLastCalledWith(values);
    expect(actor.getSnapshot().context.application).toEqual(application);
  });
});
