/** `fn()`, or undefined when it throws: a read whose failure means "not there" (a missing file, JSON that does not parse). */
export function attempt<T>(fn: () => T): T | undefined {
  try {
    return fn();
  } catch {
    return undefined;
  }
}
