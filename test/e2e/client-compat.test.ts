// What MCPG270 warns about, checked against a real client: the v1 TypeScript SDK client (embedded by most MCP
// clients) refuses the result of a tool whose output schema holds a 2020-12 tuple (prefixItems with items: false),
// because its draft-07 validator reads `items: false` as "no item at all". The v2 client accepts the same result, so
// the server is right and the client is the one that refuses (docs/clients.md).
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { connectStdio, LEGACY, type Session } from '../support/server-process.js';
import { connectV1Stdio, type V1Session } from '../support/v1-client.js';

/** kitchen-sink's geometry.measure: its output's boundingBox is prefixItems [Point, Point] with items: false. */
const CALL = { name: 'geometry.measure', arguments: { shapes: [{ kind: 'circle', center: { x: 0, y: 0 }, radius: 1 }] } };

describe('a tuple output schema (prefixItems, items: false) against real clients', () => {
  let v1: V1Session | undefined;
  let v2: Session | undefined;
  beforeAll(async () => {
    v1 = await connectV1Stdio('kitchen-sink', '2025-06-18');
    v2 = await connectStdio('kitchen-sink', LEGACY);
  });
  afterAll(async () => {
    await v1?.close();
    await v2?.close();
  });

  test('the v1 client refuses the result once it knows the schema: "boolean schema is false"', async () => {
    const { tools } = await v1!.client.listTools();
    expect(tools.find((t) => t.name === CALL.name)?.outputSchema?.properties?.boundingBox).toMatchObject({ items: false });
    await expect(v1!.client.callTool(CALL)).rejects.toThrow(/boolean schema is false/);
  });

  test('the v2 client accepts the same result: the server answers what its schema says', async () => {
    await v2!.client.listTools();
    const result = await v2!.client.callTool(CALL);
    expect(result.isError).toBeFalsy();
    expect(result.structuredContent).toEqual({
      areas: [Math.PI],
      boundingBox: [
        { x: -1, y: -1 },
        { x: 1, y: 1 },
      ],
    });
  });
});
