import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** This mcpgen's package folder (the repo in development, node_modules/mcpgen once installed). */
export const PACKAGE_ROOT = fileURLToPath(new URL('../', import.meta.url));

/** This mcpgen's version, from its package.json (one source of truth for `-v` and the scaffold's pin). */
export const MCPGEN_VERSION: string = (JSON.parse(readFileSync(path.join(PACKAGE_ROOT, 'package.json'), 'utf8')) as { version?: string }).version ?? '0.0.0';
