// A loopback stand-in for api.github.com that records every request as it arrived (method, raw URL, headers, body)
// and answers the two issues operations toolsets-github.test.ts calls with the smallest bodies their schemas accept.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RecordedRequest } from './http-api-mock.js';

export interface GithubMock {
  readonly baseUrl: string;
  readonly requests: RecordedRequest[];
  close(): Promise<void>;
}

/** An issue comment with the fields GitHub's `issue-comment` schema requires. */
export const COMMENT = {
  id: 1,
  node_id: 'IC_1',
  url: 'https://api.github.com/repos/octo/hello/issues/comments/1',
  html_url: 'https://github.com/octo/hello/issues/7#issuecomment-1',
  issue_url: 'https://api.github.com/repos/octo/hello/issues/7',
  user: null,
  created_at: '2026-01-02T03:04:05Z',
  updated_at: '2026-01-02T03:04:05Z',
  body: 'Looks good',
};

export async function startGithubMock(): Promise<GithubMock> {
  const requests: RecordedRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(', ') : (v ?? '')]));
      requests.push({ method: req.method ?? '', url: req.url ?? '', headers, body: Buffer.concat(chunks).toString('utf8') });
      const answer = (status: number, value: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
      if (req.method === 'GET' && /^\/repos\/[^/]+\/[^/]+\/issues(\?|$)/.test(req.url ?? '')) answer(200, []);
      else if (req.method === 'POST' && /^\/repos\/[^/]+\/[^/]+\/issues\/\d+\/comments$/.test(req.url ?? '')) answer(201, COMMENT);
      else answer(404, { message: 'Not Found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
