// The ladder board of a mirror, on Debian's Chromium: A is a local venue without simulated
// traders, B mirrors A, and the terminal is B's. A wallet of B's vault, funded at A, opens an
// event's board, arms it, buys with a click on two ladders (each order rests in A's book), moves
// the focus with the arrow keys and cancels the focused market's order with X, at A.
import { describe, expect, it } from 'vitest';
import { boardTestIds } from '../../renderer/lib/board-test-ids.js';
import { testIds } from '../../renderer/lib/test-ids.js';
import { fund } from '../support/order-flood.js';
import { boardUi, byIdOf, pickEvent } from './support/board-ui.js';
import { cents, ladderUi } from './support/ladder-ui.js';
import { quoteBothSides } from './support/market-maker.js';
import { getJson, untilFirstFullSync, untilUpstreamFunds } from './support/mirror.js';
import { journeySteps, mirrorOfFirst, quietVenue, usePageSession } from './support/page-session.js';
import { createWallet, openMarket, type TradedMarket } from './support/trading-setup.js';
import { byId } from './support/ui.js';

const POLL = { timeout: 30_000 };
const PASSPHRASE = 'mirror board passphrase 1';
/** What quoteBothSides rests at each of its levels. */
const QUOTED = 50;

describe('the ladder board of a mirror', () => {
  const session = usePageSession([quietVenue, mirrorOfFirst], 30_000);

  it("trades two markets of an event from B's board, in A's books", async () => {
    const { watched, terminals } = session();
    const { page } = watched;
    const a = terminals[0]!.apiUrl;
    const b = terminals[1]!.apiUrl;
    const ui = ladderUi(page);
    const board = boardUi(page);
    const step = journeySteps(watched, 'mirror-board', async () => void (await ui.clearNotices()));
    let markets: TradedMarket[] = [];
    const bids = new Map<string, number>();
    const yesTokens = new Map<string, string>();
    /** The size resting at A at `market`'s bid, as A's own book says. */
    const restingAtA = async (market: TradedMarket) => {
      const book = await getJson<{ bids: { price: string; size: string }[] }>(
        `${a}/book?token_id=${yesTokens.get(market.id)!}`,
      );
      const bid = bids.get(market.id)!;
      return Number(book.bids.find((level) => Number(level.price) === bid)?.size ?? 0);
    };

    await step("quote two markets of an event at A; fund B's wallet at A", async () => {
      await untilFirstFullSync(b);
      markets = (await pickEvent(a)).markets.slice(0, 2);
      for (const market of markets) {
        const centre = await quoteBothSides(a, terminals[0]!.dataDir, market.conditionId);
        bids.set(market.id, (centre - 4) / 100);
        const listed = await getJson<{ clobTokenIds: string }>(`${a}/markets/${market.id}`);
        yesTokens.set(market.id, (JSON.parse(listed.clobTokenIds) as string[])[0]!);
      }
      await page.goto(terminals[1]!.terminalUrl);
      const address = await createWallet(page, 'Mirror board', PASSPHRASE);
      await fund(a, terminals[0]!.dataDir, address, 1_000e6);
      await openMarket(page, markets[0]!);
      await untilUpstreamFunds(page);
    });

    await step("open the event's board, each ladder showing A's book", async () => {
      await page.locator('.market-header-event').click();
      await byId(page, testIds.eventPage).waitFor();
      await byIdOf(page, boardTestIds.openBoard).click();
      await byIdOf(page, boardTestIds.board).waitFor();
      for (const market of markets) {
        await board.level(market, 'bid', bids.get(market.id)!).waitFor();
      }
    });

    await step('arm, and buy with a click on two ladders: each rests at A', async () => {
      await ui.press('a');
      await expect
        .poll(() => byIdOf(page, boardTestIds.board).getAttribute('data-armed'), POLL)
        .toBe('true');
      for (const market of markets) {
        const bid = bids.get(market.id)!;
        await board.level(market, 'bid', bid).click();
        await ui.notice(
          new RegExp(`^Sent BUY 10 ${market.outcomes[0]} @ ${cents(bid)} GTC$`),
          /^live: filled 0 of 10 · 10 resting/,
        );
        await expect
          .poll(() => board.marker(market, 'bid', bid).getAttribute('data-size'), POLL)
          .toBe('10');
        expect(await restingAtA(market)).toBe(QUOTED + 10);
        await ui.clearNotices();
      }
    });

    await step(
      "arrows focus the first ladder; X cancels its order at A, not the other's",
      async () => {
        const [first, second] = markets as [TradedMarket, TradedMarket];
        await page.mouse.move(0, 0);
        const order = await board.order();
        const from = order.indexOf(second.id);
        const to = order.indexOf(first.id);
        for (let moved = 0; moved < Math.abs(to - from); moved++) {
          await ui.press(to < from ? 'ArrowLeft' : 'ArrowRight');
        }
        await expect.poll(() => board.focusedIds(), POLL).toEqual([first.id]);
        await ui.press('x');
        await ui.notice(/^Sent cancel all in /, /^cancelled 1 order/);
        await board.marker(first, 'bid', bids.get(first.id)!).waitFor({ state: 'detached' });
        expect(await restingAtA(first)).toBe(QUOTED);
        expect(await restingAtA(second)).toBe(QUOTED + 10);
        expect(
          await board.marker(second, 'bid', bids.get(second.id)!).getAttribute('data-size'),
        ).toBe('10');
      },
    );
  });
});
