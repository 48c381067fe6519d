import { unifiedDiff } from './diff.js';
import type { WritePlan } from './plan.js';

export interface DriftEntry {
  readonly path: string;
  readonly state: 'changed' | 'missing' | 'stale' | 'conflict';
  readonly diff?: string;
}

/** Drift of generator-owned files (and missing scaffolds) between the plan and the disk. Writes nothing. */
export function checkPlan(plan: WritePlan): DriftEntry[] {
  const drift: DriftEntry[] = [];
  for (const a of plan.actions) {
    if (a.kind === 'create') drift.push({ path: a.path, state: 'missing' });
    else if (a.kind === 'update') drift.push({ path: a.path, state: 'changed', diff: unifiedDiff(a.previous ?? '', a.content, a.path) });
    else if (a.kind === 'delete-stale') drift.push({ path: a.path, state: 'stale' });
    else if (a.kind === 'conflict') drift.push({ path: a.path, state: 'conflict', diff: unifiedDiff(a.previous, a.content, a.path) });
  }
  return drift;
}
