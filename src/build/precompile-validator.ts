// Build step (run by `npm run build` after tsc): the manifest's validator and the JSON Schema 2020-12 meta-schema's
// as code (ajv's standalone output), so no render pays ~100 ms to compile manifest.schema.json, ~70 ms to compile
// the meta-schema, nor ~60 ms to load ajv's compiler.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { manifestValidatorModule, metaValidatorModule } from './standalone-validators.js';

const target = (file: string) => fileURLToPath(new URL(`../manifest/${file}`, import.meta.url));
writeFileSync(target('manifest-validator.js'), manifestValidatorModule());
writeFileSync(target('meta-validator.js'), metaValidatorModule());
