import { AsyncLocalStorage } from 'node:async_hooks';

/** Where one in-process run of the CLI writes (tests capture it); the console otherwise. */
export interface LogSink {
  out(text: string): void;
  err(text: string): void;
}

const sinks = new AsyncLocalStorage<LogSink>();

/** Runs `fn` with everything `log` prints sent to `sink` (concurrent runs each keep their own). */
export function withLogSink<T>(sink: LogSink, fn: () => Promise<T>): Promise<T> {
  return sinks.run(sink, fn);
}

/** Through the run's sink when there is one, else to the console. */
function write(stream: 'out' | 'err', text: string): void {
  const sink = sinks.getStore();
  if (sink) sink[stream](text);
  else (stream === 'out' ? process.stdout : process.stderr).write(text);
}

/** The only module that writes to the console. Everything but requested output goes to stderr. */
export const log = {
  /** Requested output (schema, --dry-run plan, --format json): stdout. */
  out: (text: string): void => write('out', text),
  /** Progress, diagnostics, summaries: stderr. */
  info: (text: string): void => write('err', text.endsWith('\n') ? text : `${text}\n`),
};
