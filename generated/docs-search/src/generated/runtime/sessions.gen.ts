// generated — do not edit. mcpgen's runtime: the same in every project. Regenerate with `npm run generate`.
// Sessionful Streamable HTTP for 2025-11-25 clients. A session (opened by `initialize`) keeps one server instance
// and one transport, so the client's answer to a server request (sampling, elicitation) and its
// notifications/cancelled reach the call that is waiting for them. 2026-07-28 has no sessions and never comes here.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { NodeStreamableHTTPServerTransport } from '@modelcontextprotocol/node';
import type { AuthInfo, McpServerFactory } from '@modelcontextprotocol/server';
import { principalKey } from './auth.gen.js';
import { logger } from './log.gen.js';

/** Session bounds from the environment (see limitsFromEnv in http-limits.gen.ts). */
export interface SessionLimits {
  /** MCPGEN_MAX_SESSIONS: an initialize past it is answered 503 (default 1000). */
  readonly maxSessions: number;
  /** MCPGEN_SESSION_IDLE_MS: a session without a request for this long is closed (default 30 min). */
  readonly sessionIdleMs: number;
}

interface Session {
  readonly transport: NodeStreamableHTTPServerTransport;
  /** The principal that opened it (undefined without authentication): no other principal may use it. */
  readonly owner: string | undefined;
  /** Requests in progress, the standalone GET stream excluded: a busy session never expires. */
  busy: number;
  lastUsed: number;
}

type Request = IncomingMessage & { auth?: AuthInfo };

/** The open sessions, bounded in number and idle time; one sweep timer for all of them, none while there are none. */
export class LegacySessions {
  private readonly sessions = new Map<string, Session>();
  private opening = 0;
  private closed = false;
  private sweeper: NodeJS.Timeout | undefined;

  constructor(
    private readonly factory: McpServerFactory,
    private readonly limits: SessionLimits,
  ) {}

  get size(): number {
    return this.sessions.size;
  }

  /** Whether one more session may be opened now. */
  hasRoom(): boolean {
    return !this.closed && this.sessions.size + this.opening < this.limits.maxSessions;
  }

  /**
   * The session `id` if it exists and belongs to `principal`. Another principal's session is answered exactly like
   * an unknown one (404), so ids cannot be probed with a valid token.
   */
  find(id: string, principal: string | undefined): Session | undefined {
    const session = this.sessions.get(id);
    return session !== undefined && session.owner === principal ? session : undefined;
  }

  /** Serves an initialize on a new session; the transport answers with its id in Mcp-Session-Id. */
  async open(req: Request, res: ServerResponse, body: unknown): Promise<void> {
    this.opening++;
    try {
      const server = await this.factory({
        era: 'legacy',
        ...(req.auth !== undefined && { authInfo: req.auth }),
      });
      const transport = new NodeStreamableHTTPServerTransport({
        // 122 random bits from the CSPRNG: unguessable.
        sessionIdGenerator: () => randomUUID(),
        onsessioninitialized: (id) => {
          this.sessions.set(id, { transport, owner: principalKey(req.auth), busy: 0, lastUsed: Date.now() });
          this.sweep();
          logger.debug('session opened', { session: id, sessions: this.sessions.size });
        },
      });
      // Set before connect, which chains them: a DELETE, closeAll() or an expiry all end here.
      transport.onclose = () => {
        const id = transport.sessionId;
        if (id === undefined || !this.sessions.delete(id)) return;
        logger.debug('session closed', { session: id, sessions: this.sessions.size });
        if (this.sessions.size === 0) this.stopSweeper();
      };
      transport.onerror = (error) => logger.warn('session transport error', { error });
      try {
        await server.connect(transport);
        await transport.handleRequest(req, res, body);
      } finally {
        // A rejected initialize (bad version, bad headers) or a failure opened nothing: let its instance go.
        const id = transport.sessionId;
        if (id === undefined || !this.sessions.has(id)) await server.close();
      }
    } finally {
      this.opening--;
    }
  }

  /** Serves a request of an existing session: POST (calls, notifications, answers), GET (its stream), DELETE. */
  async serve(session: Session, req: Request, res: ServerResponse, body?: unknown): Promise<void> {
    session.lastUsed = Date.now();
    // The standalone GET stream lives as long as the client wants: it does not keep the session alive.
    if (req.method !== 'GET') {
      session.busy++;
      res.once('close', () => {
        session.busy--;
        session.lastUsed = Date.now();
      });
    }
    await session.transport.handleRequest(req, res, body);
  }

  /** Closes every session (graceful stop); refuses new ones from now on. */
  async closeAll(): Promise<void> {
    this.closed = true;
    this.stopSweeper();
    await Promise.all(
      [...this.sessions.values()].map((s) => s.transport.close().catch((error: unknown) => logger.warn('closing a session failed', { error }))),
    );
    this.sessions.clear();
  }

  /** Starts the sweep timer if it is not running: an unused session closes at most idle + min(idle / 4, 60 s) late. */
  private sweep(): void {
    if (this.sweeper !== undefined) return;
    const every = Math.min(Math.max(Math.floor(this.limits.sessionIdleMs / 4), 10), 60_000);
    this.sweeper = setInterval(() => {
      const now = Date.now();
      for (const [id, session] of this.sessions) {
        if (session.busy > 0 || now - session.lastUsed < this.limits.sessionIdleMs) continue;
        logger.info('session expired', { session: id, idleMs: now - session.lastUsed });
        void session.transport.close().catch((error: unknown) => logger.warn('closing a session failed', { error }));
      }
    }, every);
    this.sweeper.unref();
  }

  private stopSweeper(): void {
    clearInterval(this.sweeper);
    this.sweeper = undefined;
  }
}
