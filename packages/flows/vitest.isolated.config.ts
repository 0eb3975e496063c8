import { isolatedConfig } from '../../vitest.isolated.base';
import flows, { moduleMockingTests } from './vitest.config';

export default isolatedConfig(flows, moduleMockingTests);
