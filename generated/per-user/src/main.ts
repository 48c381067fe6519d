#!/usr/bin/env node
// Scaffolded by mcpgen. This file is yours: mcpgen will not overwrite it.
// Entry point: stdio by default, `--http [--port P] [--host H]` for Streamable HTTP.
import { main } from './generated/server.gen.js';

await main(process.argv.slice(2));
