// generated — do not edit. mcpgen's runtime: the same in every project. Regenerate with `npm run generate`.
// The parts of a task run that tasks.gen.ts composes: an execution that starts as a request and becomes a task
// (taskStart: explicit, taskAfterMs), and the output check of a task's result.
import type { CallToolResult, ElicitResult } from '@modelcontextprotocol/server';
import type { Execution } from './context.gen.js';
import type { ToolSpec } from './tool-spec.gen.js';
import type { InputRequestParams } from './api.gen.js';

/** An execution that starts as a request and becomes a task when the handler asks (ctx.startTask()). */
export class PhasedExecution implements Execution {
  private current: Execution;
  private readonly controller = new AbortController();
  private readonly forward = () => this.controller.abort(this.current.signal.reason);
  private starting: Promise<void> | undefined;
  readonly progress: Execution['progress'] = {
    enabled: () => this.current.progress.enabled(),
    send: (update) => this.current.progress.send(update),
  };

  constructor(
    request: Execution,
    private readonly begin: () => Promise<Execution>,
  ) {
    this.current = request;
    request.signal.addEventListener('abort', this.forward, { once: true });
  }

  get taskId(): string | undefined {
    return this.current.taskId;
  }
  get signal(): AbortSignal {
    return this.controller.signal;
  }
  requestInput(request: InputRequestParams): Promise<ElicitResult> {
    return this.current.requestInput(request);
  }
  startTask(): Promise<void> {
    this.starting ??= this.begin().then((task) => {
      // From here on the request's end is not a cancellation: only tasks/cancel (or a timeout) stops the work.
      this.current.signal.removeEventListener('abort', this.forward);
      this.current = task;
      task.signal.addEventListener('abort', this.forward, { once: true });
    });
    return this.starting;
  }
}

/** The SDK validates structuredContent only for results it sends itself; a task's result is checked here. */
export async function checkOutput(spec: ToolSpec, result: CallToolResult): Promise<CallToolResult> {
  if (!spec.outputSchema || result.isError) return result;
  if (result.structuredContent === undefined)
    return {
      content: [
        {
          type: 'text',
          text: `Output validation error: Tool ${spec.name} has an output schema but no structured content was provided`,
        },
      ],
      isError: true,
    };
  const checked = await spec.outputSchema['~standard'].validate(result.structuredContent);
  if (!checked.issues) return result;
  const detail = checked.issues.map((i) => i.message).join('; ');
  return {
    content: [
      {
        type: 'text',
        text: `Output validation error: Invalid structured content for tool ${spec.name}: ${detail}`,
      },
    ],
    isError: true,
  };
}
