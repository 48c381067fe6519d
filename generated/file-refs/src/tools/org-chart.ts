// Scaffolded by mcpgen. This file is yours: mcpgen will not overwrite it.
import type { OrgChartHandler } from '../generated/tools.gen.js';
import type { Employee } from '../generated/types.gen.js';

/** People below and including `e`, and the length of the longest reporting line from `e` down. */
function measure(e: Employee): { headcount: number; depth: number } {
  const below = (e.reports ?? []).map(measure);
  return {
    headcount: 1 + below.reduce((n, b) => n + b.headcount, 0),
    depth: 1 + Math.max(0, ...below.map((b) => b.depth)),
  };
}

/** org_chart (Org chart): Counts the people in a team and how deep its reporting lines go. */
export const orgChart: OrgChartHandler = async ({ team }) => measure(team.lead);
