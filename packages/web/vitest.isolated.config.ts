import { isolatedConfig } from '../../vitest.isolated.base';
import web, { moduleMockingTests } from './vitest.config';

// One fresh jsdom a file too.
export default isolatedConfig(web, moduleMockingTests);
