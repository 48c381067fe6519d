// The manifest features the conformance fixtures need (server.logging, resources' subscribe, prompt arguments'
// complete), and the server-to-client fixtures, driven over stdio by the official client with sampling and
// elicitation capabilities (2025-11-25: the era with server requests; over HTTP see test/e2e/http-sessions.test.ts).
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { Client, ProtocolError } from '@modelcontextprotocol/client';
import { getDefaultEnvironment, StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { REPO_ROOT } from '../support/cli.js';
import { serverArgs } from '../support/server-process.js';

describe('conformance fixtures over stdio (2025-11-25, client with sampling and elicitation)', () => {
  let client: Client;
  const messages: { level: string; data: unknown }[] = [];

  beforeAll(async () => {
    client = new Client(
      { name: 'mcpgen-conformance-e2e', version: '0.0.0' },
      { capabilities: { sampling: {}, elicitation: { form: {} } }, versionNegotiation: { mode: 'legacy' } },
    );
    client.setNotificationHandler('notifications/message', (n) => void messages.push({ level: n.params.level, data: n.params.data }));
    client.setRequestHandler('sampling/createMessage', async (request) => {
      const first = request.params.messages[0]?.content;
      const asked = first && !Array.isArray(first) && first.type === 'text' ? first.text : '?';
      return { role: 'assistant', model: 'test', content: { type: 'text', text: `echo ${asked}` } };
    });
    client.setRequestHandler('elicitation/create', async () => ({ action: 'accept', content: { username: 'ada', email: 'ada@example.com' } }));
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: serverArgs('conformance'),
      cwd: REPO_ROOT,
      env: { ...getDefaultEnvironment(), NO_COLOR: '1' },
      stderr: 'pipe',
    });
    await client.connect(transport);
  });
  afterAll(async () => {
    await client?.close();
  });

  test('capabilities: logging, resources.subscribe and completions are declared', () => {
    const caps = client.getServerCapabilities() ?? {};
    expect(caps.logging).toEqual({});
    expect(caps.resources?.subscribe).toBe(true);
    expect(caps.completions).toBeDefined();
  });

  test('logging/setLevel gates ctx.mcp.mcpReq.log(): info passes at debug, nothing at error', async () => {
    await client.setLoggingLevel('debug');
    messages.length = 0;
    await client.callTool({ name: 'test_tool_with_logging' });
    expect(messages).toEqual([
      { level: 'info', data: 'Tool execution started' },
      { level: 'info', data: 'Tool processing data' },
      { level: 'info', data: 'Tool execution completed' },
    ]);
    await client.setLoggingLevel('error');
    messages.length = 0;
    expect(await client.callTool({ name: 'test_logging_tool' })).toMatchObject({ content: [{ type: 'text', text: 'logged' }] });
    expect(messages).toEqual([]);
  });

  test('resources/subscribe: a subscribable resource is accepted, any other URI is -32602', async () => {
    await expect(client.subscribeResource({ uri: 'test://watched-resource' })).resolves.toBeDefined();
    await expect(client.unsubscribeResource({ uri: 'test://watched-resource' })).resolves.toBeDefined();
    const refused = await client.subscribeResource({ uri: 'test://static-text' }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ProtocolError);
    expect((refused as ProtocolError).code).toBe(-32602);
  });

  test('completion/complete of a prompt argument reaches its handler', async () => {
    const ref = { type: 'ref/prompt' as const, name: 'test_prompt_with_arguments' };
    expect((await client.complete({ ref, argument: { name: 'arg1', value: 'b' } })).completion.values).toEqual(['beta']);
    expect((await client.complete({ ref, argument: { name: 'arg1', value: '' } })).completion.values).toEqual(['alpha', 'beta', 'gamma']);
    // arg2 declares no completion: an empty answer, not an error.
    expect((await client.complete({ ref, argument: { name: 'arg2', value: 'x' } })).completion.values).toEqual([]);
  });

  test('test_sampling asks the client model', async () => {
    const result = await client.callTool({ name: 'test_sampling', arguments: { prompt: 'capital of France?' } });
    expect(result).toMatchObject({ content: [{ type: 'text', text: 'LLM response: echo capital of France?' }] });
    expect(result.isError ?? false).toBe(false);
  });

  test('the elicitation fixtures send their forms and report the answer', async () => {
    const plain = await client.callTool({ name: 'test_elicitation', arguments: { message: 'Who are you?' } });
    expect(plain.content).toEqual([{ type: 'text', text: 'User response: action=accept, content={"username":"ada","email":"ada@example.com"}' }]);
    for (const name of ['test_elicitation_sep1034_defaults', 'test_elicitation_sep1330_enums']) {
      const result = await client.callTool({ name });
      expect(result.isError ?? false, JSON.stringify(result)).toBe(false);
      expect(result.content).toMatchObject([{ type: 'text', text: expect.stringMatching(/^Elicitation completed: action=accept/) }]);
    }
  });
});
