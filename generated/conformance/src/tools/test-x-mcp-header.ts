import type { TestXMcpHeaderHandler } from '../generated/tools.gen.js';

/** test_x_mcp_header: echoes the region (clients mirror it in the Mcp-Param-Region header; the SDK checks they agree). */
export const testXMcpHeader: TestXMcpHeaderHandler = async ({ region }) => `region=${region ?? '<none>'}`;
