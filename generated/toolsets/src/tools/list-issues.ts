// Scaffolded by mcpgen. This file is yours: mcpgen will not overwrite it.
import type { ListIssuesHandler } from '../generated/tools.gen.js';

const ISSUES = [
  { number: 3, title: 'Crash on empty input' },
  { number: 2, title: 'Typo in the README' },
  { number: 1, title: 'Add a changelog' },
];

/** list_issues (List issues): Lists the open issues of the project, newest first. */
export const listIssues: ListIssuesHandler = async (input) => ({ issues: ISSUES.slice(0, input.limit) });
