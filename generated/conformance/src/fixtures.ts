import { inputRequired, type InputRequiredSpec } from '@modelcontextprotocol/server';
import { requestState, toolResult, type ToolContext, type ToolResult } from './generated/index.js';

// Media the conformance fixtures return: a 1x1 PNG and a tiny WAV clip, base64.
export const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==';
export const WAV = 'UklGRiYAAABXQVZFZm10IBAAAAABAAEAQB8AAAB9AAACABAAZGF0YQIAAAA=';

/** The text of the first text block of a sampling answer (content is one block or a list). */
export function sampledText(content: unknown): string {
  const blocks = Array.isArray(content) ? content : [content];
  const text = blocks.find((b): b is { type: 'text'; text: string } => (b as { type?: unknown })?.type === 'text');
  return text?.text ?? JSON.stringify(content);
}

/**
 * Why a server-to-client request (sampling, elicitation) cannot be sent from this call, if it cannot: an HTTP
 * request without a session (no initialize first) is served statelessly by its own server instance, so the
 * client's answer (a separate POST) would never reach it. Failing at once beats waiting for the SDK's 60 s request
 * timeout. stdio and 2025-11-25 HTTP sessions work.
 */
export function serverRequestsUnavailable(mcp: { readonly http?: unknown; readonly sessionId?: string }): string | undefined {
  return mcp.http !== undefined && mcp.sessionId === undefined
    ? 'server-to-client requests need a session; this HTTP request has none (send initialize first, or use stdio)'
    : undefined;
}

/**
 * An input_required answer (SEP-2322 multi round-trip) with the SDK's own request builders, for the inputs
 * ctx.requestInput() does not cover (sampling, roots, several at once, request state, fixed keys). toolResult()
 * results pass through the runtime unchanged, and the SDK recognises them by `resultType: "input_required"`.
 */
export function askFor(spec: InputRequiredSpec): ToolResult<never> {
  const { _meta: _unused, ...result } = inputRequired(spec);
  return toolResult({ content: [], ...result });
}

/** Seals state for the retry: signed by the server (requestState() in runtime.gen.ts), so a forged one never gets here. */
export const sealState = (state: Record<string, unknown>, ctx: ToolContext): Promise<string> => requestState().mint(state, ctx.mcp);

/** The state sealed in the previous round, already verified by the server; undefined in round one. */
export function readState(ctx: ToolContext): Record<string, unknown> | undefined {
  const state = ctx.mcp.mcpReq.requestState();
  return typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : undefined;
}
