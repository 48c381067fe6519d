// Scaffolded by mcpgen. This file is yours: mcpgen will not overwrite it.
import type { MergePullHandler } from '../generated/tools.gen.js';

/** merge_pull (Merge a pull request): Merges an open pull request into its base branch. */
export const mergePull: MergePullHandler = async (input) => `merged #${input.pull}`;
