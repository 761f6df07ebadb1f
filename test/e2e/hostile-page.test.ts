// A web page on another origin, in Debian's Chromium, against the scripts' port: its no-cors
// flood of POST /order must not keep the user's signed orders out, it reads no answer, and its
// WebSockets to /ws/user and /ws/market are refused (docs/security.md).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTrader, fund, signPost, signingAuth } from '../support/order-flood.js';
import { launchChromium } from './support/browser.js';
import { marketTerms } from './support/market-maker.js';
import { startTerminal, type TerminalProcess } from './support/terminal-process.js';

// A page's attack, run in the browser: each result says what the page could do.
const attack = (target: string) => `
<!doctype html><script>
window.attack = (async () => {
  const flood = await Promise.all(Array.from({ length: 300 }, () =>
    fetch('${target}/order', { method: 'POST', mode: 'no-cors', body: '{"order":{}}' })
      .then(() => 'sent', () => 'failed')));
  const read = await fetch('${target}/markets?limit=1').then(() => 'read', () => 'blocked');
  const socket = (path) => new Promise((settle) => {
    const ws = new WebSocket('${target.replace('http', 'ws')}' + path);
    ws.onopen = () => settle('open');
    ws.onerror = () => settle('refused');
  });
  return {
    sent: flood.filter((outcome) => outcome === 'sent').length,
    read,
    user: await socket('/ws/user'),
    market: await socket('/ws/market'),
  };
})();
</script>`;

describe('a hostile page in the browser', () => {
  let service: TerminalProcess | undefined;
  let page: Server | undefined;
  let browser: Browser | undefined;

  beforeAll(async () => {
    // The order limit well under the page's flood: before the port's defences, the flood
    // spent it and the user's order was refused 429.
    service = await startTerminal({
      args: ['--no-liquidity', '--no-history', '--rate-limit', 'order=100'],
    });
    const html = attack(service.apiUrl);
    page = createServer((_request, response) => response.end(html));
    await new Promise<void>((listening) => page!.listen(0, '127.0.0.1', listening));
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    page?.close();
    await service?.stop();
  });

  it('cannot keep the user’s signed order out, read an answer or open a stream', async () => {
    const apiUrl = service!.apiUrl;
    const context = await browser!.newContext();
    const tab = await context.newPage();
    await tab.goto(`http://127.0.0.1:${(page!.address() as AddressInfo).port}/`);
    const outcome = await tab.evaluate(() => (window as unknown as { attack: unknown }).attack);
    await context.close();
    expect(outcome).toEqual({ sent: 300, read: 'blocked', user: 'refused', market: 'refused' });

    const [market] = (await (await fetch(`${apiUrl}/markets?limit=1&closed=false`)).json()) as {
      conditionId: string;
    }[];
    const terms = await marketTerms(apiUrl, market!.conditionId);
    const trader = await createTrader(apiUrl, 'the user after the flood');
    await fund(apiUrl, service!.dataDir, trader.wallet.address, 1_000e6);
    const { body, headers } = signPost(signingAuth(), trader, terms, {
      tokenIndex: 0,
      priceTicks: 100,
      sizeMicros: Math.max(terms.minSizeMicros, 10e6),
    });
    const order = await fetch(`${apiUrl}/order`, { method: 'POST', body, headers });
    expect(order.status, await order.clone().text()).toBe(200);
  });
});
