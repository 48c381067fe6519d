// Scaffolded by mcpgen. This file is yours: mcpgen will not overwrite it.
import type { ListReposHandler } from '../generated/tools.gen.js';
import { operations } from '../generated/operations.gen.js';

// The generated HTTP call (GET /user/repos, see src/generated/operations.gen.ts): post-process its result
// here, or replace it. Regenerating updates the call, never this file.
/** list_repos (List repositories): The calling user's repositories. */
export const listRepos: ListReposHandler = (input, ctx) => operations.listRepos(input, ctx);
