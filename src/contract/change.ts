import type { PathSegment } from '../diagnostics/diagnostic.js';

/** breaking: some client may fail; compatible: additions and widenings; cosmetic: titles and descriptions. */
export type ChangeKind = 'breaking' | 'compatible' | 'cosmetic';

export interface ContractChange {
  readonly kind: ChangeKind;
  /** What changed, as clients name it: tools.search.input.filter, prompts.review, resources.readme. */
  readonly subject: string;
  readonly message: string;
  /** Where in the manifest (the nearest node that still exists is shown). */
  readonly at: readonly PathSegment[];
}

/** Collects the changes of one comparison. */
export class ChangeLog {
  readonly changes: ContractChange[] = [];
  add(kind: ChangeKind, subject: string, at: readonly PathSegment[], message: string): void {
    this.changes.push({ kind, subject, at: [...at], message });
  }
}

export const quote = (value: unknown): string => JSON.stringify(value);
