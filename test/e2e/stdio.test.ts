// Every spec, both protocol eras, over stdio: a real child process per describe block, spoken to by the SDK client.
import { describe } from 'vitest';
import { connectStdio, ERAS } from '../support/server-process.js';
import { listSpecs } from '../support/specs.js';
import { contractSuite } from './contract.js';
import { loadSpec, withoutApi } from './manifest.js';

describe.each(listSpecs().map(loadSpec).filter(withoutApi))('stdio $name', (spec) => {
  for (const era of ERAS) contractSuite(spec, era, () => connectStdio(spec.name, era));
});
