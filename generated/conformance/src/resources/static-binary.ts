import type { StaticBinaryResourceHandler } from '../generated/resources.gen.js';
import { PNG } from '../fixtures.js';

/** static-binary (test://static-binary): a 1x1 PNG, sent as a base64 blob. */
export const staticBinary: StaticBinaryResourceHandler = async () => Buffer.from(PNG, 'base64');
