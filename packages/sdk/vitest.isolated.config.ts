import { isolatedConfig } from '../../vitest.isolated.base';
import sdk, { moduleMockingTests } from './vitest.config';

// The type tests run once, in vitest.config.ts.
export default isolatedConfig(sdk, moduleMockingTests, { typecheck: { enabled: false } });
