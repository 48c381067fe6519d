#!/usr/bin/env node
// Scaffolded by mcpgen. This file is yours: mcpgen will not overwrite it.
// Entry point: MCP over stdio (server.transports: [stdio]).
import { main } from './generated/server.gen.js';

await main(process.argv.slice(2));
