// Scaffolded by mcpgen. This file is yours: mcpgen will not overwrite it.
import { NotImplementedError, type TriagePromptHandler } from '../generated/prompts.gen.js';

/** triage (Triage an issue): Asks for a label and a priority for an issue. */
export const triage: TriagePromptHandler = async (args, ctx) => {
  ctx.log.debug('get', { args: { ...args } });
  // Return the text of one user message, a list of { role, content } messages, or { description, messages }.
  throw new NotImplementedError('prompt', "triage", 'src/prompts/triage.ts');
};
