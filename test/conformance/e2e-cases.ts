// The e2e contract cases (test/e2e/cases.ts, content-cases.ts) of generated/conformance, the conformance fixtures.
// The test client declares no sampling, elicitation or roots, so the fixtures that need them must fail cleanly.
import { expect } from 'vitest';
import type { CallToolResult } from '@modelcontextprotocol/client';
import type { CallCase, CaseContext, Expectation } from '../e2e/cases.js';
import type { ContentCases } from '../e2e/content-cases.js';

const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==';
const user = (text: string) => ({ role: 'user' as const, content: { type: 'text' as const, text } });

/** A clean tool error (never a crash or a hang): sampling/elicitation without a client able to answer. */
const toolError: Expectation = {
  check: (result: CallToolResult) => {
    expect(result.isError, JSON.stringify(result)).toBe(true);
    expect(result.content[0]?.type).toBe('text');
  },
};

/** input_required toward a client that declared none of the inputs: -32021 (2026-07-28) or a tool error (2025-11-25). */
const cannotProvideInput = ({ era }: CaseContext): Expectation => (era === 'modern' ? { rejects: { code: -32021 } } : toolError);

export const CONFORMANCE_CASES: readonly CallCase[] = [
  { tool: 'test_simple_text', expect: { text: 'This is a simple text response for testing.' } },
  { tool: 'test_image_content', expect: { check: (r) => expect(r.content).toEqual([{ type: 'image', data: PNG, mimeType: 'image/png' }]) } },
  { tool: 'test_audio_content', expect: { check: (r) => expect(r.content).toMatchObject([{ type: 'audio', mimeType: 'audio/wav' }]) } },
  {
    tool: 'test_embedded_resource',
    expect: {
      check: (r) =>
        expect(r.content).toEqual([
          { type: 'resource', resource: { uri: 'test://embedded-resource', mimeType: 'text/plain', text: 'This is an embedded resource content.' } },
        ]),
    },
  },
  { tool: 'test_multiple_content_types', expect: { check: (r) => expect(r.content.map((c) => c.type)).toEqual(['text', 'image', 'resource']) } },
  { tool: 'test_tool_with_logging', expect: { text: 'Tool with logging executed successfully' } },
  {
    tool: 'test_error_handling',
    expect: {
      check: (r) => expect(r).toMatchObject({ isError: true, content: [{ type: 'text', text: 'This tool intentionally returns an error for testing' }] }),
    },
  },
  { tool: 'test_tool_with_progress', expect: { text: 'Tool with progress executed successfully' } },
  { tool: 'test_sampling', args: { prompt: 'hi' }, expect: toolError },
  { tool: 'test_elicitation', args: { message: 'who?' }, expect: toolError },
  { tool: 'test_elicitation_sep1034_defaults', expect: toolError },
  { tool: 'test_elicitation_sep1330_enums', expect: toolError },
  {
    tool: 'json_schema_2020_12_tool',
    args: { name: 'a', contactMethod: 'email', email: 'a@example.com' },
    expect: { text: 'called with {"name":"a","contactMethod":"email","email":"a@example.com"}' },
  },
  {
    tool: 'json_schema_2020_12_tool',
    title: 'if/then/else is enforced',
    args: { contactMethod: 'phone', email: 'a@example.com' },
    expect: { invalid: /phone/ },
  },
  // The tool's own $defs (#/$defs/address): followed by input validation on the wire.
  {
    tool: 'json_schema_2020_12_tool',
    title: 'own $defs: a valid address passes',
    args: { email: 'a@example.com', address: { street: 'Main St 1', city: 'Oslo' } },
    expect: { text: 'called with {"email":"a@example.com","address":{"street":"Main St 1","city":"Oslo"}}' },
  },
  {
    tool: 'json_schema_2020_12_tool',
    title: 'own $defs: a wrong address is refused',
    args: { email: 'a@example.com', address: { city: 7 } },
    expect: { invalid: /address\/city|city/ },
  },
  { tool: 'test_x_mcp_header', args: { region: 'eu' }, expect: { text: 'region=eu' } },
  { tool: 'test_missing_capability', expect: cannotProvideInput },
  { tool: 'test_streaming_elicitation', expect: { text: 'no top-level requests' } },
  { tool: 'test_logging_tool', expect: { text: 'logged' } },
  { tool: 'test_input_required_result_elicitation', expect: cannotProvideInput },
  { tool: 'test_input_required_result_sampling', expect: cannotProvideInput },
  { tool: 'test_input_required_result_list_roots', expect: cannotProvideInput },
  { tool: 'test_input_required_result_request_state', expect: cannotProvideInput },
  { tool: 'test_input_required_result_multiple_inputs', expect: cannotProvideInput },
  { tool: 'test_input_required_result_multi_round', expect: cannotProvideInput },
  { tool: 'test_input_required_result_tampered_state', expect: cannotProvideInput },
  { tool: 'test_input_required_result_capabilities', expect: { text: 'no capability' } },
];

export const CONFORMANCE_CONTENT_CASES: ContentCases = {
  reads: [
    {
      via: 'static-text',
      uri: 'test://static-text',
      expect: { contents: [{ uri: 'test://static-text', mimeType: 'text/plain', text: 'This is the content of the static text resource.' }] },
    },
    { via: 'static-binary', uri: 'test://static-binary', expect: { contents: [{ uri: 'test://static-binary', mimeType: 'image/png', blob: PNG }] } },
    {
      via: 'watched-resource',
      uri: 'test://watched-resource',
      expect: { contents: [{ uri: 'test://watched-resource', mimeType: 'text/plain', text: 'Watched resource content' }] },
    },
    {
      via: 'template',
      uri: 'test://template/123/data',
      expect: {
        contents: [{ uri: 'test://template/123/data', mimeType: 'application/json', text: '{"id":"123","templateTest":true,"data":"Data for ID: 123"}' }],
      },
    },
  ],
  completions: [],
  prompts: [
    { prompt: 'test_simple_prompt', expect: { result: { messages: [user('This is a simple prompt for testing.')] } } },
    {
      prompt: 'test_prompt_with_arguments',
      args: { arg1: 'x', arg2: 'y' },
      expect: { result: { messages: [user("Prompt with arguments: arg1='x', arg2='y'")] } },
    },
    {
      prompt: 'test_prompt_with_embedded_resource',
      args: { resourceUri: 'test://static-text' },
      expect: {
        result: {
          messages: [
            {
              role: 'user',
              content: { type: 'resource', resource: { uri: 'test://static-text', mimeType: 'text/plain', text: 'Embedded resource content for testing.' } },
            },
            user('Please process the embedded resource above.'),
          ],
        },
      },
    },
    {
      prompt: 'test_prompt_with_image',
      expect: {
        result: { messages: [{ role: 'user', content: { type: 'image', data: PNG, mimeType: 'image/png' } }, user('Please analyze the image above.')] },
      },
    },
    // Asks for input first; the conformance leg 2026-07-28 drives both rounds (input-required-result-non-tool-request).
    { prompt: 'test_input_required_result_prompt', expect: { inputRequired: { key: 'user_context' } } },
  ],
};
