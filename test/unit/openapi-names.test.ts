// Tool names from operations: valid MCP names of at most 64 characters, unique also as TypeScript names, stable.
import { describe, expect, test } from 'vitest';
import { baseToolName, errorClassFor, listOperations, nameClaimer } from '../../src/openapi/operations.js';

const ops = listOperations({
  paths: {
    '/repos/{owner}/{repo}/actions/runs/{run_id}/pending_deployments': {
      get: { operationId: 'actions/get-pending-deployments-for-run-of-a-workflow-in-a-repository-with-a-long-name' },
      post: { operationId: 'actions/get-pending-deployments-for-run-of-a-workflow-in-a-repository-with-a-long-name-too' },
    },
    '/pets/{id}': { put: {}, delete: { operationId: 'delete pet!' } },
    '/repos/{name}': { get: { operationId: 'repos.get' }, put: { operationId: 'repos_get' } },
  },
});

describe('tool names from operations', () => {
  test('an operationId becomes [A-Za-z0-9_-] (no ".": clients refuse it); without one, method and path', () => {
    expect(ops.map((o) => o.key).slice(2)).toEqual(['PUT /pets/{id}', 'delete pet!', 'repos.get', 'repos_get']);
    expect(baseToolName(ops[2]!)).toBe('put_pets_id');
    expect(baseToolName(ops[3]!)).toBe('delete_pet');
    expect(baseToolName(ops[4]!)).toBe('repos_get');
    // A dotted id and an underscored one map to one name: the later one is numbered, never merged.
    const claim = nameClaimer();
    expect(ops.slice(4).map((o) => claim(baseToolName(o)))).toEqual(['repos_get', 'repos_get_2']);
  });

  test('a long name is cut to 64 characters with a hash of the whole: distinct, and the same on every run', () => {
    const [a, b] = [baseToolName(ops[0]!), baseToolName(ops[1]!)];
    expect(a).toMatch(/^actions_get-pending-deployments-for-run-of-a-workflow-i_[0-9a-f]{8}$/);
    expect(a).toHaveLength(64);
    expect(a).not.toBe(b);
    expect(baseToolName(ops[0]!)).toBe(a);
  });

  test('names that map to the same TypeScript identifier are numbered in document order', () => {
    const claim = nameClaimer();
    expect(['get-pet', 'get_pet', 'getPet', 'get-pet'].map(claim)).toEqual(['get-pet', 'get_pet_2', 'getPet_3', 'get-pet_4']);
  });

  test('error classes by status', () => {
    expect(errorClassFor('404')).toEqual({ name: 'NotFound', message: 'The API answered 404 Not Found', retryable: false });
    expect(errorClassFor('429')?.retryable).toBe(true);
    expect(errorClassFor('4XX')?.name).toBe('ClientError');
    expect(errorClassFor('default')?.name).toBe('ApiError');
    expect(errorClassFor('418')?.name).toBe('HttpError418');
    expect(errorClassFor('200')).toBeUndefined();
  });
});
