/** Example inputs that the sandbox's tests and the pact tests share: a valid request the sandbox accepts. */
import type { OperationInput } from '@lobby/sdk';

/** A visitor's affiliate application that breaks none of the field rules. */
export const EXAMPLE_AFFILIATE_APPLICATION = {
  name: 'Linh Tran',
  email: 'linh@example.com',
  countryDialingCode: '+84',
  mobile: '912345678',
  channels: [{ type: 'WEBSITE', link: 'https://linh.example.com' }],
  expectedMonthlyPlayers: '11-50',
  termsAccepted: true,
} as const satisfies OperationInput<'applyAffiliate'>;
