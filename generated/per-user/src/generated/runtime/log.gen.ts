// generated — do not edit. mcpgen's runtime: the same in every project. Regenerate with `npm run generate`.
// Structured logs on stderr: stdout is the protocol channel on stdio. Level from MCPGEN_LOG_LEVEL (default info).

export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';
const ORDER: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 99 };

export interface Logger {
  debug(message: string, fields?: Record<string, unknown>): void;
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
  child(fields: Record<string, unknown>): Logger;
}

function levelFromEnv(): LogLevel {
  const value = (process.env.MCPGEN_LOG_LEVEL ?? 'info').toLowerCase();
  return value in ORDER ? (value as LogLevel) : 'info';
}

/** Errors become {name, message, stack}: they stay on stderr and never reach a client. */
function serialize(value: unknown): unknown {
  if (value instanceof Error) return { name: value.name, message: value.message, stack: value.stack };
  return value;
}

function createLogger(bound: Record<string, unknown>, threshold: LogLevel): Logger {
  const write = (level: LogLevel, message: string, fields?: Record<string, unknown>) => {
    if (ORDER[level] < ORDER[threshold]) return;
    const entry: Record<string, unknown> = { time: new Date().toISOString(), level, msg: message, ...bound };
    for (const [key, value] of Object.entries(fields ?? {})) entry[key] = serialize(value);
    process.stderr.write(`${JSON.stringify(entry)}\n`);
  };
  return {
    debug: (m, f) => write('debug', m, f),
    info: (m, f) => write('info', m, f),
    warn: (m, f) => write('warn', m, f),
    error: (m, f) => write('error', m, f),
    child: (fields) => createLogger({ ...bound, ...fields }, threshold),
  };
}

export const logger: Logger = createLogger({}, levelFromEnv());

/**
 * The runtime's own per-call logger, built on first use: every call has one, few write to it, and building it
 * costs more than the rest of a call's bookkeeping. Methods use `this`: for internal use, not handed to handlers.
 */
export class LazyLogger implements Logger {
  private built: Logger | undefined;
  constructor(
    private readonly parent: Logger,
    private readonly fields: Record<string, unknown>,
  ) {}
  private get log(): Logger {
    return (this.built ??= this.parent.child(this.fields));
  }
  debug(message: string, fields?: Record<string, unknown>): void {
    this.log.debug(message, fields);
  }
  info(message: string, fields?: Record<string, unknown>): void {
    this.log.info(message, fields);
  }
  warn(message: string, fields?: Record<string, unknown>): void {
    this.log.warn(message, fields);
  }
  error(message: string, fields?: Record<string, unknown>): void {
    this.log.error(message, fields);
  }
  child(fields: Record<string, unknown>): Logger {
    return this.log.child(fields);
  }
}
