// Worker thread of the syntax gate (gate-job.ts): parses each file it is sent, answers every problem at the end.
import { parentPort } from 'node:worker_threads';
import type { GateAnswer, GateRequest } from './gate-job.js';
import { checkSyntax, checkSyntaxAll, loadTs, type SyntaxProblem } from './syntax-gate.js';

const port = parentPort!;
// Loaded now: the worker is started early so that this happens while the main thread validates the manifest.
loadTs();
const problems: SyntaxProblem[] = [];
port.on('message', (message: GateRequest) => {
  if ('done' in message) port.postMessage({ kind: 'problems', problems } satisfies GateAnswer);
  else if ('files' in message) problems.push(...checkSyntaxAll(message.files));
  else problems.push(...checkSyntax(message.path, message.source));
});
