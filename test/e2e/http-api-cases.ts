// Calls of specs/http-api.yaml for the shared contract suite, answered by the loopback mock (http-api-mock.ts) that
// http-api.test.ts starts; the exact requests behind them are checked there.
import { expect } from 'vitest';
import type { CallCase } from './cases.js';
import { BINARY, TRIP } from './http-api-mock.js';

export const HTTP_API_CASES: readonly CallCase[] = [
  { tool: 'list_trips', args: { origin: 'Paris' }, expect: { structured: { trips: [TRIP], total: 1 } } },
  { tool: 'get_trip', args: { tripId: 't1' }, expect: { structured: { ...TRIP, name: 'Trip t1' } } },
  {
    tool: 'get_trip',
    args: { tripId: 'missing' },
    expect: { error: { name: 'TripNotFound', data: { status: 404, body: { error: 'no trip missing' } } } },
  },
  { tool: 'get_trip', args: { tripId: 'bad' }, expect: { error: { name: 'ClientError', data: { status: 400, body: { error: 'bad id' } } } } },
  {
    tool: 'get_trip',
    title: 'get_trip answered 500, which maps to no declared error → ApiResponseError naming the status',
    args: { tripId: 'boom' },
    expect: {
      check: (result) => {
        expect(result.isError).toBe(true);
        expect(result._meta?.['dev.mcpgen/error']).toEqual({
          name: 'ApiResponseError',
          code: -32000,
          retryable: true,
          data: { status: 500, body: 'upstream exploded' },
        });
        expect(result.content).toEqual([
          {
            type: 'text',
            text: 'ApiResponseError: the API answered 500 Internal Server Error {"status":500,"body":"upstream exploded"} (retryable: the same call may succeed later)',
          },
        ]);
      },
    },
  },
  { tool: 'create_trip', args: { trip: { name: 'Sleeper' } }, expect: { structured: { id: 't-new', name: 'Sleeper' } } },
  { tool: 'delete_trip', args: { tripId: 't1' }, expect: { text: '204 No Content' } },
  { tool: 'wait_for_seat', args: { tripId: 't1' }, expect: { text: 'seat 12A' } },
  { tool: 'update_trips', args: { filter: { id: 't1' }, change: {} }, expect: { structured: { updated: 2 } } },
  { tool: 'get_trip_notes', args: { tripId: 't1' }, expect: { text: 'Café au lait' } },
  {
    tool: 'get_trip_ticket',
    args: { tripId: 't1' },
    expect: {
      check: (result) =>
        expect(result.content).toMatchObject([{ type: 'resource', resource: { mimeType: 'application/pdf', blob: BINARY.toString('base64') } }]),
    },
  },
  {
    tool: 'get_trip_map',
    args: { tripId: 't1' },
    expect: { check: (result) => expect(result.content).toEqual([{ type: 'image', mimeType: 'image/png', data: BINARY.toString('base64') }]) },
  },
  { tool: 'quick_quote', args: { tripId: 't1' }, expect: { json: { price: 120, currency: 'EUR' } } },
];
