// A node:test reporter (`--test-reporter`) that prints, as one JSON line, how many tests passed and failed in each
// file: it attributes results when several generated projects' test files run in one process.
interface TestEvent {
  readonly type: string;
  readonly data: { readonly file?: string; readonly details?: { readonly type?: string } };
}

export default async function* countsByFile(source: AsyncIterable<TestEvent>): AsyncGenerator<string> {
  const counts: Record<string, { pass: number; fail: number }> = {};
  for await (const event of source) {
    if (event.type !== 'test:pass' && event.type !== 'test:fail') continue;
    // Suites are counted through their tests; a failed suite (a hook that threw) still counts as a failure.
    if (event.type === 'test:pass' && event.data.details?.type === 'suite') continue;
    const entry = (counts[event.data.file ?? '(unknown)'] ??= { pass: 0, fail: 0 });
    entry[event.type === 'test:pass' ? 'pass' : 'fail'] += 1;
  }
  yield `${JSON.stringify(counts)}\n`;
}
