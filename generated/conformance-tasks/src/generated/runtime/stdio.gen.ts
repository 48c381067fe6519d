// generated — do not edit. mcpgen's runtime: the same in every project. Regenerate with `npm run generate`.
// The stdio transport (both protocol eras). Logs go to stderr only.
import { deserializeMessage, STDIO_DEFAULT_MAX_BUFFER_SIZE, type JSONRPCMessage, type McpServerFactory } from '@modelcontextprotocol/server';
import { serveStdio, StdioServerTransport } from '@modelcontextprotocol/server/stdio';
import { noteRequest } from './handler-modules.gen.js';
import { stop, stopOnSignals } from './lifecycle.gen.js';
import { logger } from './log.gen.js';
import { startupFields } from './startup.gen.js';

/**
 * Serves over stdio. SIGINT/SIGTERM drain the calls in flight (their answers still go out); when stdin closes the
 * client is gone, nobody can collect results, so calls are cancelled at once and the process exits.
 */
export function serveOverStdio(factory: McpServerFactory, toolCount: number): void {
  const handle = serveStdio(factory, {
    transport: stdioTransport(),
    onerror: (error) => logger.error('stdio transport error', { error }),
  });
  logger.info('listening', startupFields('stdio', 'stdin/stdout', toolCount));
  // Requests that arrive while draining are answered with a retryable "shutting down" error by the runtime.
  stopOnSignals({ stopAccepting: () => {}, close: () => handle.close() });
  process.stdin.once('end', () => void stop('stdin closed', { drain: false }));
}

/** At most this much of a malformed line reaches the log: enough to recognise it, never a whole payload. */
const MALFORMED_PREFIX_CHARS = 80;

/**
 * The SDK's stdio line buffer, except that a line that is not JSON, or not a JSON-RPC message, is logged at warn
 * (its length and first 80 characters) instead of being dropped silently. It is skipped either way.
 */
class CheckedReadBuffer {
  private buffer: Buffer | undefined;

  append(chunk: Buffer): void {
    if ((this.buffer?.length ?? 0) + chunk.length > STDIO_DEFAULT_MAX_BUFFER_SIZE) {
      this.clear();
      throw new Error(`ReadBuffer exceeded maximum size of ${STDIO_DEFAULT_MAX_BUFFER_SIZE} bytes`);
    }
    this.buffer = this.buffer ? Buffer.concat([this.buffer, chunk]) : chunk;
  }

  readMessage(): JSONRPCMessage | null {
    while (this.buffer) {
      const index = this.buffer.indexOf('\n');
      if (index === -1) return null;
      const line = this.buffer.toString('utf8', 0, index).replace(/\r$/, '');
      this.buffer = this.buffer.subarray(index + 1);
      try {
        const message = deserializeMessage(line);
        noteRequest();
        return message;
      } catch (error) {
        if (line.trim() === '') continue;
        logger.warn('malformed input line skipped', {
          reason: error instanceof SyntaxError ? 'not JSON' : 'not a JSON-RPC message',
          chars: line.length,
          prefix: line.slice(0, MALFORMED_PREFIX_CHARS),
        });
      }
    }
    return null;
  }

  clear(): void {
    this.buffer = undefined;
  }
}

/** The SDK's stdio transport with the checked line buffer in place of its own (kept where it is not found). */
function stdioTransport(): StdioServerTransport {
  const transport = new StdioServerTransport();
  const slot = transport as unknown as { _readBuffer?: unknown };
  if (slot._readBuffer !== undefined) slot._readBuffer = new CheckedReadBuffer();
  return transport;
}
