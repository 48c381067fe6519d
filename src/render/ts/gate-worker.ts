// Worker thread of the syntax gate (gate-job.ts): parses each file it is sent, answers every problem at the end.
import { parentPort } from 'node:worker_threads';
import type { GateAnswer } from './gate-job.js';
import { checkSyntax, loadTs, type SyntaxProblem } from './syntax-gate.js';

const port = parentPort!;
// Loaded now: the worker is started early so that this happens while the main thread validates the manifest.
loadTs();
const problems: SyntaxProblem[] = [];
port.on('message', (message: { path: string; source: string } | { done: true }) => {
  if ('done' in message) port.postMessage({ kind: 'problems', problems } satisfies GateAnswer);
  else problems.push(...checkSyntax(message.path, message.source));
});
