import type { OperationInput } from '@lobby/sdk';
import { describe, expect, it } from 'vitest';
import { EXAMPLE_AFFILIATE_APPLICATION } from '../testing/examples';
import { failureOf } from '../testing/expect-failure';
import { useSandboxServer } from '../testing/use-sandbox-server';

const sandbox = useSandboxServer();
const application: OperationInput<'applyAffiliate'> = {
  ...EXAMPLE_AFFILIATE_APPLICATION,
  channels: [...EXAMPLE_AFFILIATE_APPLICATION.channels],
};

describe('affiliate applications', () => {
  it("takes a visitor's application, pending with a reference, and refuses a second one with the same email", async () => {
    const visitor = sandbox().sdk();
    const applied = await visitor.affiliate.applyAffiliate(application);
    expect(applied).toMatchObject({ status: 'pending', email: 'linh@example.com' });
    expect(applied.reference).toMatch(/^AF-\d+$/u);
    const again = await failureOf(
      visitor.affiliate.applyAffiliate({ ...application, email: 'LINH@example.com', name: 'Someone Else' }),
    );
    expect(again.message).toBe(
      `An application with this email is already pending (reference ${applied.reference})`,
    );
    expect(again.value).toEqual({ code: 'AFFILIATE_APPLICATION_PENDING', reference: applied.reference });
    await expect(
      visitor.affiliate.applyAffiliate({ ...application, email: 'other@example.com' }),
    ).resolves.toMatchObject({ status: 'pending' });
  });

  it('refuses each broken field by name and stores nothing refused', async () => {
    const visitor = sandbox().sdk();
    const cases: [Partial<OperationInput<'applyAffiliate'>>, string | null][] = [
      [{ name: 'L' }, 'name'],
      [{ email: 'linh@' }, 'email'],
      [{ mobile: '12345' }, 'mobile'],
      [{ countryDialingCode: '' }, 'mobile'],
      [{ channels: [] }, 'channels'],
      [{ channels: [{ type: 'STREAMING', link: ' ' }] }, 'channels.STREAMING'],
      [
        {
          channels: [
            { type: 'OTHER', link: 'a' },
            { type: 'OTHER', link: 'b' },
          ],
        },
        'channels.OTHER',
      ],
      [{ message: 'x'.repeat(500) }, null],
      [{ termsAccepted: false }, 'termsAccepted'],
    ];
    for (const [change, field] of cases) {
      // Each case its own email, so only the rule under test can refuse it.
      const call = visitor.affiliate.applyAffiliate({
        ...application,
        email: `${String(field)}@example.com`,
        ...change,
      });
      if (field === null) {
        await expect(call).resolves.toMatchObject({ status: 'pending' });
        continue;
      }
      expect((await failureOf(call)).value).toEqual({ code: 'AFFILIATE_FIELD_INVALID', field });
    }
    // The schema's bound: a message past 500 characters never reaches the rules.
    expect(
      (await failureOf(visitor.affiliate.applyAffiliate({ ...application, message: 'x'.repeat(501) })))
        .status,
    ).toBe(400);
    await expect(visitor.affiliate.applyAffiliate(application)).resolves.toMatchObject({ status: 'pending' });
  });

  it("takes a player's application and refuses an agent's", async () => {
    const demo = await sandbox().loginAs('demo', 'demo1234');
    await expect(
      demo.affiliate.applyAffiliate({ ...application, email: 'demo@example.com' }),
    ).resolves.toMatchObject({ status: 'pending' });
    const agent = await sandbox().loginAs('agent', 'agent1234');
    expect((await failureOf(agent.affiliate.applyAffiliate(application))).value).toEqual({
      code: 'AFFILIATE_ALREADY_AGENT',
    });
  });
});
