import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { affiliateCanRetry } from './refusals.js';
import type { AffiliateValues } from './rules.js';
import { deferred, fakeActors, flush, httpError, serverError, timeoutError } from '../testing/fakes.js';
import { affiliateApplicationMachine } from './affiliate-application.machine.js';
import { applicantValues } from './applicant-values.fixture.js';

const values = applicantValues;
const application = {
  reference: 'AF-100001',
  status: 'pending' as const,
  email: 'linh@example.com',
  submittedTime: '2026-11-26 03:40:00',
};

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
