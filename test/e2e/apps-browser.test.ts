// MCP Apps in a real browser host: headless Chromium (Debian's, driven by playwright-core) opens a test host page
// (apps-host/host.ts, bundled with esbuild) that connects the official v2 client to generated/apps over Streamable
// HTTP on loopback, reads the ui:// view and renders it in a sandboxed iframe through ext-apps' AppBridge. The view
// must render list_notes' result, its Pin button must call the app-only pin_note and the call must reach the server,
// and the tools the host offers the model must leave pin_note out. The page is served from its own loopback origin,
// which forwards /mcp to the server, so the server sees a localhost Origin, as from a local host app.
import { existsSync, mkdirSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { build } from 'esbuild';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { REPO_ROOT } from '../support/cli.js';
import { startHttpServer, type HttpServerProcess } from '../support/server-process.js';

const CHROMIUM = '/usr/bin/chromium';
const SCREENSHOT = path.join(REPO_ROOT, 'docs', 'images', 'apps-host.png');

const PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>mcpgen test host</title>
<style>body{font:14px system-ui,sans-serif;margin:16px;background:#f6f8fa}iframe{width:480px;height:220px;border:1px solid #d0d7de;border-radius:6px;background:#fff}</style>
</head><body><h3>mcpgen test host · list_notes</h3><div id="view"></div><script type="module" src="/host.js"></script></body></html>`;

let mcp: HttpServerProcess;
let web: Server;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  mcp = await startHttpServer('apps');
  const bundle = await build({
    entryPoints: [path.join(import.meta.dirname, 'apps-host', 'host.ts')],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    logLevel: 'warning',
  });
  const script = bundle.outputFiles[0]!.text;
  web = createServer((req, res) => {
    if (req.url === '/') return void res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(PAGE);
    if (req.url === '/host.js') return void res.writeHead(200, { 'content-type': 'text/javascript' }).end(script);
    if (req.url !== '/mcp') return void res.writeHead(404).end();
    // Forwarded as it came (Origin included), to the server's own Host.
    const upstream = request(mcp.url, { method: req.method, headers: { ...req.headers, host: mcp.url.host } }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => web.listen(0, '127.0.0.1', resolve));
  browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  page = await browser.newPage({ viewport: { width: 560, height: 320 } });
  await page.goto(`http://127.0.0.1:${(web.address() as AddressInfo).port}/`);
});

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => (web ? web.close(resolve) : resolve(undefined)));
  await mcp?.stop();
});

const hostState = () => page.evaluate(() => (globalThis as unknown as { hostState: Record<string, unknown> }).hostState);
const view = () => page.frameLocator('iframe');

test('the view renders the tool result the host passed in', async () => {
  await expect.poll(async () => (await hostState()).error ?? (await view().locator('li').count()), { timeout: 20_000 }).toBe(3);
  expect(await view().locator('li span').allTextContents()).toEqual(['Water the plants', 'Read the MCP Apps spec', 'Ship the notes view']);
  expect(await view().locator('#status').textContent()).toBe('3 notes');
  expect((await hostState()).viewInitialized).toBe(true);
});

test('the model is offered list_notes only: pin_note is app-only', async () => {
  expect((await hostState()).modelTools).toEqual(['list_notes']);
});

test('the Pin button calls the app-only pin_note through the host, and the call reaches the server', async () => {
  await view().locator('li', { hasText: 'Ship the notes view' }).getByRole('button', { name: 'Pin' }).click();
  await expect.poll(() => view().locator('li.pinned span').allTextContents(), { timeout: 10_000 }).toEqual(['Ship the notes view (pinned)']);
  expect(await mcp.waitForStderr('note pinned')).toBe(true);
  expect(mcp.stderr()).toContain('"id":"n3"');
  // The screenshot in docs/mcp-apps.md: written when missing, or when MCPGEN_UPDATE_SCREENSHOTS=1 asks.
  if (!existsSync(SCREENSHOT) || process.env.MCPGEN_UPDATE_SCREENSHOTS === '1') {
    mkdirSync(path.dirname(SCREENSHOT), { recursive: true });
    await page.screenshot({ path: SCREENSHOT });
  }
});
