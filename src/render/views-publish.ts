import type { ServerIR } from '../ir/types.js';
import { toLiteral } from './literal.js';

/** The schema every SEP-2127 server card names (the extension's v1 family). */
export const SERVER_CARD_SCHEMA = 'https://static.modelcontextprotocol.io/schemas/v1/server-card.schema.json';

/** SERVER_CARD of config.gen.ts: the card's route when server.serverCard is on (validation ensured its fields). */
export function serverCardStatement(ir: ServerIR): { serverCard: string; serverCardImport: string } {
  if (!ir.serverCard || ir.registryName === undefined || ir.description === undefined) {
    return {
      serverCard:
        '/** The manifest does not set server.serverCard: no server card is served. */\nexport const SERVER_CARD: ServerCardRoute | undefined = undefined;',
      serverCardImport: '',
    };
  }
  const identity = {
    $schema: SERVER_CARD_SCHEMA,
    name: ir.registryName,
    version: ir.version,
    ...(ir.title !== undefined && { title: ir.title }),
    description: ir.description,
  };
  return {
    serverCard: `/** The SEP-2127 server card (server.serverCard), served over HTTP at /mcp/server-card with its remote. */\nexport const SERVER_CARD: ServerCardRoute | undefined = serverCardRoute(${toLiteral(identity)});`,
    serverCardImport: "import { serverCardRoute } from './runtime/server-card.gen.js';\n",
  };
}
