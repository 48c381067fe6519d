import { isObject } from '../manifest/schema-walk.js';

/** Which way a schema describes data: input, a request (parameters, body); output, a 2xx answer. */
export type Direction = 'input' | 'output';

/** The property keyword a direction leaves out: OpenAPI's `required` on such a property applies to the other one. */
export const HIDDEN: Readonly<Record<Direction, 'readOnly' | 'writeOnly'>> = { input: 'readOnly', output: 'writeOnly' };

/** A property schema the direction leaves out. */
export const hiddenIn = (direction: Direction | undefined, schema: unknown): boolean =>
  direction !== undefined && isObject(schema) && schema[HIDDEN[direction]] === true;
