/** The only module that writes to the console. Everything but requested output goes to stderr. */
export const log = {
  /** Requested output (schema, --dry-run plan, --format json): stdout. */
  out(text: string): void {
    process.stdout.write(text);
  },
  /** Progress, diagnostics, summaries: stderr. */
  info(text: string): void {
    process.stderr.write(text.endsWith('\n') ? text : `${text}\n`);
  },
};
