/** Thrown when the generator produced invalid TypeScript: a bug in mcpgen, never the user's fault. */
export class GeneratorBugError extends Error {
  override readonly name = 'GeneratorBugError';
}
