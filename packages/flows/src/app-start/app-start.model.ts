import { done, fail, networkError, serverError } from '../testing/fakes.js';
import type { ModelSpec } from '../testing/model-harness.js';
import { appStartMachine } from './app-start.machine.js';

/** The appStart machine's model: the runs (input, event variants, abstraction) whose union must cover it. */
export const appStartModel: ModelSpec = {
  name: 'appStart',
  machine: appStartMachine,
  runs: [
    {
      input: { storedLanguage: 'JA', domain: 'www.example.com' },
      events: [
        done('loadStatus', {
          status: 0,
          info: { supportedLanguages: ['EN'], whitelabel: [] },
          location: { ip: '1.1.1.1' },
        }),
        done('loadStatus', {
          status: 1,
          info: { supportedLanguages: ['EN'], whitelabel: [] },
          location: { ip: '1.1.1.1' },
        }),
        done('loadStatus', {
          status: 2,
          info: { supportedLanguages: ['EN'], whitelabel: [] },
          location: { ip: '1.1.1.1' },
        }),
        fail('loadStatus', networkError()),
        done('loadWhitelabel', [{ modId: 'FREEPLAY3', enabled: '1' }]),
        fail('loadWhitelabel', serverError('menu down')),
        done('checkDomain', { valid: true }),
        done('checkDomain', { valid: false }),
        fail('checkDomain', networkError()),
      ],
    },
  ],
};
