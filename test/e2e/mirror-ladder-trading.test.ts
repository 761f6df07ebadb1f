// Trading from the ladder in mirror mode, on Debian's Chromium: A is a local venue without
// simulated traders, B mirrors A, and the terminal is B's. A new wallet of B's vault, funded at
// A, arms the ladder, buys with a click on a bid (the order rests in A's book and shows at its
// level), cancels it with the market's cancel key and from its marker, moves one by dragging
// its marker, buys at the best ask with Shift+B and flattens with F; each checked in A's own
// book. Prints the click and key to acknowledgement times through the mirror.
import { describe, expect, it } from 'vitest';
import { journeySteps, mirrorOfFirst, quietVenue, usePageSession } from './support/page-session.js';
import { fund } from '../support/order-flood.js';
import { ackTimes, cents, ladderUi, reportAckTimes, shifted } from './support/ladder-ui.js';
import { quoteBothSides } from './support/market-maker.js';
import { getJson, untilFirstFullSync, untilUpstreamFunds } from './support/mirror.js';
import { createWallet, openMarket, pickMarket } from './support/trading-setup.js';
import { waitForNone } from './support/ui.js';

const POLL = { timeout: 30_000 };
const PASSPHRASE = 'mirror ladder passphrase 1';

interface Book {
  bids: { price: string; size: string }[];
  asks: { price: string; size: string }[];
}

/** What quoteBothSides rests at each of its levels. */
const QUOTED = 50;

describe('trading from the ladder of a mirror', () => {
  // A: the demo catalog without agents (its books hold what the test rests); B mirrors A.
  const session = usePageSession([quietVenue, mirrorOfFirst], 30_000);

  it("arms, buys, cancels, moves and flattens from the ladder, in A's book", async () => {
    const { watched, terminals } = session();
    const { page } = watched;
    const a = terminals[0]!.apiUrl;
    const b = terminals[1]!.apiUrl;
    const ui = ladderUi(page);
    const step = journeySteps(watched, 'mirror-ladder', async () => void (await ui.clearNotices()));
    let bid = 0;
    let ask = 0;
    let yes = '';
    let tokenId = '';
    let question = '';
    /** The size resting at `price` on `side` of A's own book for the Yes token. */
    const atA = async (side: 'bids' | 'asks', price: number) => {
      const book = await getJson<Book>(`${a}/book?token_id=${tokenId}`);
      return Number(book[side].find((level) => Number(level.price) === price)?.size ?? 0);
    };

    await step("open a market of A's, quoted, with a wallet funded at A", async () => {
      await untilFirstFullSync(b);
      const market = await pickMarket(a);
      yes = market.outcomes[0] ?? '';
      const centre = await quoteBothSides(a, terminals[0]!.dataDir, market.conditionId);
      bid = (centre - 4) / 100;
      ask = (centre + 4) / 100;
      question = market.question.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      tokenId = (
        await getJson<{ clobTokenIds: string }>(`${a}/markets/${market.id}`).then(
          (listed) => JSON.parse(listed.clobTokenIds) as string[],
        )
      )[0]!;
      await page.goto(terminals[1]!.terminalUrl);
      const address = await createWallet(page, 'Mirror ladder', PASSPHRASE);
      await fund(a, terminals[0]!.dataDir, address, 1_000e6);
      await openMarket(page, market);
      await expect.poll(async () => (await ui.prices()).bids[0], POLL).toBe(bid);
      await untilUpstreamFunds(page);
    });

    await step('arm with A and buy with a click on the best bid', async () => {
      await ui.press('a');
      await expect.poll(() => ui.armed(), POLL).toBe('true');
      await ui.hintFor('bid', bid, `Click sends BUY 10 ${yes} @ ${cents(bid)} GTC`);
      await ui.level('bid', bid).click();
      await ui.notice(
        new RegExp(`^Sent BUY 10 ${yes} @ ${cents(bid)} GTC$`),
        /^live: filled 0 of 10 · 10 resting/,
      );
      await expect.poll(() => ui.marker('bid', bid).getAttribute('data-size'), POLL).toBe('10');
      // In A's book: the quote's shares and the click's 10.
      expect(await atA('bids', bid)).toBe(QUOTED + 10);
    });

    await step("X cancels the market's orders at A", async () => {
      await ui.press('x');
      await ui.notice(/^Sent cancel all in /, /^cancelled 1 order/);
      await waitForNone('the marker to go', ui.markers());
      expect(await atA('bids', bid)).toBe(QUOTED);
    });

    await step('click the marker: the order is cancelled at A', async () => {
      await ui.level('bid', bid).click();
      await ui.marker('bid', bid).waitFor();
      await ui.clearNotices();
      await ui.marker('bid', bid).click();
      await ui.notice(new RegExp(`^Cancelled BUY 10 ${yes} @ ${cents(bid)}$`), /^1 of 1 order/);
      await waitForNone('the marker to go', ui.markers());
      expect(await atA('bids', bid)).toBe(QUOTED);
    });

    await step('drag a marker to another level: the order moves at A', async () => {
      const lower = shifted(bid, -1);
      await ui.level('bid', bid).click();
      await ui.marker('bid', bid).waitFor();
      await ui.clearNotices();
      await ui.drag(['bid', bid], ['bid', lower]);
      await ui.notice(
        new RegExp(`^Moved BUY 10 ${yes} @ ${cents(bid)} → BUY 10 ${yes} @ ${cents(lower)} GTC$`),
        /^live: filled 0 of 10/,
      );
      await ui.marker('bid', lower).waitFor();
      expect(await atA('bids', bid)).toBe(QUOTED);
      expect(await atA('bids', lower)).toBe(QUOTED + 10);
      await ui.press('x');
      await ui.notice(new RegExp(`^Sent cancel all in “${question}”$`), /^cancelled 1 order/);
      await waitForNone('the marker to go', ui.markers());
    });

    await step("Shift+B buys at A's best ask; F sells the position into A's bid", async () => {
      await ui.press('Shift+B');
      await ui.notice(
        new RegExp(`^Sent BUY 10 ${yes} @ ${cents(ask)} FAK$`),
        new RegExp(`^matched: filled 10 of 10 at ${cents(ask)} avg`),
      );
      expect(await atA('asks', ask)).toBe(QUOTED - 10);
      // The ladder offers the shares once the mirror knows the position.
      await ui.hintFor('ask', ask, `Click sends SELL 10 ${yes} @ ${cents(ask)} GTC`);
      await ui.clearNotices();
      await ui.press('f');
      await ui.notice(
        new RegExp(`^Sent SELL 10 ${yes} @ ${cents(shifted(bid, -3))} FAK$`),
        new RegExp(`^matched: filled 10 of 10 at ${cents(bid)} avg`),
      );
      expect(await atA('bids', bid)).toBe(QUOTED - 10);
    });

    await step('a run of clicks and keys through the mirror, for the times', async () => {
      for (let round = 0; round < 10; round += 1) {
        await ui.level('bid', bid).click();
        await ui.marker('bid', bid).waitFor();
        await ui.press('x');
        await waitForNone('the marker to go', ui.markers());
      }
    });

    reportAckTimes('ladder-trading-mirror', await ackTimes(page));
  });
});
