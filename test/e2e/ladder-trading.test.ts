// Trading from the ladder and the keyboard in the local venue, on Debian's Chromium: arm, a
// click on a bid buys, a click on an ask sells what is held or buys the other outcome, own
// orders show at their levels, a click on one cancels it and a drag moves it, every trading key,
// flatten, the guards refusing, and a key bound to another. The service runs without simulated
// traders: the book holds what the test quotes, so every price is known. Prints the click and
// key to acknowledgement times; screenshot test-results/screenshots/12-ladder-trading.png.
import { describe, expect, it } from 'vitest';
import { journeySteps, quietVenue, usePageSession } from './support/page-session.js';
import { testIds } from '../../renderer/lib/test-ids.js';
import {
  ackTimes,
  cents,
  complement,
  ladderUi,
  reportAckTimes,
  shifted,
} from './support/ladder-ui.js';
import { quoteBothSides } from './support/market-maker.js';
import {
  createWallet,
  openMarket,
  pickMarket,
  type TradedMarket,
} from './support/trading-setup.js';
import {
  blurInputs,
  byId,
  displayedNumber,
  waitFor,
  waitForCount,
  waitForNone,
} from './support/ui.js';

const PASSPHRASE = 'ladder passphrase 1';
const POLL = { timeout: 20_000 };

/** A price `cents` cents from `price`, rounded to the cent (no float residue to compare). */

describe('trading from the ladder and the keyboard', () => {
  const session = usePageSession([quietVenue]);

  it('arms, clicks, moves, cancels, takes, flattens and refuses', async () => {
    const { watched, terminals } = session();
    const { page, screenshot } = watched;
    const { apiUrl, dataDir, terminalUrl } = terminals[0]!;
    const ui = ladderUi(page);
    const step = journeySteps(watched, 'ladder', async () => void (await ui.clearNotices()));
    let market: TradedMarket | undefined;
    let bid = 0;
    let ask = 0;
    let yes = '';
    let no = '';
    /** The market's question quoted as the notices quote it, as a pattern. */
    const question = () => `“${market!.question.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}”`;

    await step('open a quoted market with a funded wallet', async () => {
      market = await pickMarket(apiUrl);
      [yes = '', no = ''] = market.outcomes;
      const centre = await quoteBothSides(apiUrl, dataDir, market.conditionId);
      bid = (centre - 4) / 100;
      ask = (centre + 4) / 100;
      await page.goto(terminalUrl);
      await openMarket(page, market);
      await expect
        .poll(() => ui.prices(), POLL)
        .toMatchObject({
          bids: [bid, shifted(bid, -1), shifted(bid, -2)],
          asks: [ask, shifted(ask, 1), shifted(ask, 2)],
        });
      await createWallet(page, 'Ladder', PASSPHRASE);
      await byId(page, testIds.faucetButton).click();
      await waitFor('paper funds', async () => {
        const cash = displayedNumber(await byId(page, testIds.balance).first().innerText());
        return cash && cash > 0 ? true : undefined;
      });
    });

    await step('unarmed, a click fills the ticket and sends nothing', async () => {
      expect(await ui.armed()).toBeNull();
      await ui.hintFor(
        'bid',
        bid,
        `Click fills the ticket: SELL at ${cents(bid)} · A arms one-click trading`,
      );
      await ui.level('bid', bid).click();
      await expect
        .poll(() => byId(page, testIds.ticketPrice).inputValue(), POLL)
        .toBe(String(Math.round(bid * 100)));
      expect(await ui.markers().count()).toBe(0);
    });

    await step('arm with A', async () => {
      await ui.press('a');
      await expect.poll(() => ui.armed(), POLL).toBe('true');
      expect(await byId(page, testIds.ladderArm).getAttribute('data-armed')).toBe('true');
    });

    await step('click a bid: a limit BUY rests there, marked as the account’s', async () => {
      await ui.hintFor('bid', bid, `Click sends BUY 10 ${yes} @ ${cents(bid)} GTC`);
      await ui.level('bid', bid).click();
      await ui.notice(
        new RegExp(`^Sent BUY 10 ${yes} @ ${cents(bid)} GTC$`),
        /^live: filled 0 of 10 · 10 resting · \d+ ms · \S/,
      );
      await expect.poll(() => ui.marker('bid', bid).getAttribute('data-size'), POLL).toBe('10');
    });

    await step('click the marker: the order is cancelled', async () => {
      await ui.marker('bid', bid).click();
      await ui.notice(new RegExp(`^Cancelled BUY 10 ${yes} @ ${cents(bid)}$`), /^1 of 1 order/);
      await waitForNone('the marker to go', ui.markers());
    });

    await step('drag a marker to another level: the order moves there', async () => {
      await ui.level('bid', bid).click();
      await ui.marker('bid', bid).waitFor();
      await ui.clearNotices();
      await ui.drag(['bid', bid], ['bid', shifted(bid, -1)]);
      await ui.notice(
        new RegExp(
          `^Moved BUY 10 ${yes} @ ${cents(bid)} → BUY 10 ${yes} @ ${cents(shifted(bid, -1))} GTC$`,
        ),
        /^live: filled 0 of 10/,
      );
      await ui.marker('bid', shifted(bid, -1)).waitFor();
      await waitForNone('the old marker to go', ui.marker('bid', bid));
    });

    await step(
      'click an ask with no shares: the other outcome is bought at 1 − price',
      async () => {
        const price = complement(ask);
        await ui.hintFor('ask', ask, `Click sends BUY 10 ${no} @ ${cents(price)} GTC`);
        await ui.level('ask', ask).click();
        await ui.notice(new RegExp(`^Sent BUY 10 ${no} @ ${cents(price)} GTC$`), /^live:/);
        await ui.marker('ask', ask).waitFor();
      },
    );

    await step('X cancels every order in this market', async () => {
      await ui.press('x');
      await ui.notice(new RegExp(`^Sent cancel all in ${question()}$`), /^cancelled 2 orders/);
      await waitForNone('the markers to go', ui.markers());
    });

    await step(
      'Shift+B buys at the best ask; the fill is marked on the tape and chart',
      async () => {
        await ui.press('Shift+B');
        await ui.notice(
          new RegExp(`^Sent BUY 10 ${yes} @ ${cents(ask)} FAK$`),
          new RegExp(`^matched: filled 10 of 10 at ${cents(ask)} avg`),
        );
        await waitForCount(
          'the fill marked on the tape',
          byId(page, testIds.recentTrades).locator('tr[data-own]'),
        );
        await expect
          .poll(() => page.locator('.price-chart-canvas').getAttribute('data-own-fills'), POLL)
          .not.toBe('0');
      },
    );

    await step('click an ask holding shares: they are offered there', async () => {
      const next = shifted(ask, 1);
      await ui.hintFor('ask', next, `Click sends SELL 10 ${yes} @ ${cents(next)} GTC`);
      await ui.level('ask', next).click();
      await ui.notice(new RegExp(`^Sent SELL 10 ${yes} @ ${cents(next)} GTC$`), /^live:/);
      await ui.marker('ask', next).waitFor();
    });

    await step('Shift+X cancels every open order', async () => {
      await ui.press('Shift+X');
      await ui.notice(/^Sent cancel all open orders$/, /^cancelled 1 order/);
      await waitForNone('the marker to go', ui.markers());
    });

    await step('Shift+S sells at the best bid', async () => {
      await ui.hintFor('ask', ask, `Click sends SELL 10 ${yes} @ ${cents(ask)} GTC`);
      await ui.press('Shift+S');
      await ui.notice(
        new RegExp(`^Sent SELL 10 ${yes} @ ${cents(bid)} FAK$`),
        new RegExp(`^matched: filled 10 of 10 at ${cents(bid)} avg`),
      );
    });

    await step('F flattens: this market’s orders cancelled, the position sold', async () => {
      await ui.hintFor('ask', ask, `Click sends BUY 10 ${no} @ ${cents(complement(ask))} GTC`);
      await ui.press('Shift+B');
      await ui.notice(new RegExp(`^Sent BUY 10 ${yes} @ ${cents(ask)} FAK$`), /^matched/);
      await ui.press('j');
      await ui.marker('bid', bid).waitFor();
      await ui.hintFor('ask', ask, `Click sends SELL 10 ${yes} @ ${cents(ask)} GTC`);
      await ui.clearNotices();
      await ui.press('f');
      await ui.notice(new RegExp(`^Sent cancel all in ${question()}$`), /^cancelled 1 order/);
      await ui.notice(
        new RegExp(`^Sent SELL 10 ${yes} @ ${cents(shifted(bid, -3))} FAK$`),
        new RegExp(`^matched: filled 10 of 10 at ${cents(bid)} avg`),
      );
      await waitForNone('the marker to go', ui.markers());
    });

    await step('J and K join the best bid and the best ask', async () => {
      await ui.hintFor('ask', ask, `Click sends BUY 10 ${no} @ ${cents(complement(ask))} GTC`);
      await ui.press('j');
      await ui.notice(new RegExp(`^Sent BUY 10 ${yes} @ ${cents(bid)} GTC$`), /^live/);
      await ui.press('k');
      await ui.notice(new RegExp(`^Sent BUY 10 ${no} @ ${cents(complement(ask))} GTC$`), /^live/);
      await ui.marker('ask', ask).waitFor();
    });

    await step('the size presets: 1–5 pick the default size', async () => {
      await ui.press('3');
      await ui.hintFor('bid', bid, `Click sends BUY 25 ${yes} @ ${cents(bid)} GTC`);
      await ui.level('bid', bid).click();
      await ui.notice(new RegExp(`^Sent BUY 25 ${yes} @ ${cents(bid)} GTC$`), /^live/);
      await expect.poll(() => ui.marker('bid', bid).textContent(), POLL).toBe('2×35');
      await ui.press('2');
      expect(await byId(page, `${testIds.ladderPreset}-2`).getAttribute('aria-checked')).toBe(
        'true',
      );
    });

    await step('the armed ladder with the account’s orders', async () => {
      await ui.clearNotices();
      await ui.hintFor(
        'bid',
        shifted(bid, -1),
        `Click sends BUY 10 ${yes} @ ${cents(shifted(bid, -1))} GTC`,
      );
      await screenshot('12-ladder-trading');
    });

    await step('O switches the outcome; the orders show from the other side', async () => {
      await ui.press('o');
      await expect
        .poll(() => page.locator('.ladder-panel .panel-title').innerText(), POLL)
        .toMatch(new RegExp(`· ${no}$`, 'i'));
      await ui.marker('bid', complement(ask)).waitFor();
      await ui.marker('ask', complement(bid)).waitFor();
      await ui.press('o');
      await ui.marker('bid', bid).waitFor();
      await ui.press('Shift+X');
      await ui.notice(/^Sent cancel all open orders$/, /^cancelled 3 orders/);
    });

    await step(
      'the guards refuse, naming the limit, and nothing is sent or cancelled',
      async () => {
        await ui.setGuards({ maxSize: '5' });
        await ui.level('bid', bid).click();
        await ui.notice(/^Order not sent$/, /^10 shares is over your maximum of 5 per order$/);
        await ui.setGuards({ maxSize: '1000', maxNotional: '1' });
        await ui.level('bid', bid).click();
        await ui.notice(/^Order not sent$/, /is over your maximum of \$1\.00 per order$/);
        await ui.setGuards({ maxNotional: '500', band: '0' });
        await ui.press('j');
        await ui.marker('bid', bid).waitFor();
        await ui.clearNotices();
        await ui.drag(['bid', bid], ['ask', shifted(ask, 1)]);
        await ui.notice(
          /^Order not sent$/,
          new RegExp(
            `^Not moved: BUY ${yes} at ${cents(shifted(ask, 1))} is 1 tick through the best ask ${cents(ask)}; your band allows 0$`,
          ),
        );
        expect(await ui.marker('bid', bid).getAttribute('data-size')).toBe('10');
        await ui.setGuards({ band: '3' });
        await ui.press('x');
        await ui.notice(/^Sent cancel all in/, /^cancelled 1 order/);
      },
    );

    await step('a run of clicks and keys, for the acknowledgement times', async () => {
      for (let round = 0; round < 25; round += 1) {
        await ui.level('bid', bid).click();
        await ui.marker('bid', bid).waitFor();
        await ui.press('x');
        await waitForNone('the marker to go', ui.markers());
      }
    });

    await step('Esc disarms; unarmed, the trading keys send nothing', async () => {
      await ui.press('Escape');
      await expect.poll(() => ui.armed(), POLL).toBeNull();
      await ui.press('Shift+B');
      await ui.notice(/^Order not sent$/, /One-click trading is not armed/);
    });

    // Before the reload below, which clears the page's measures.
    reportAckTimes('ladder-trading-local', await ackTimes(page));

    await step('a trading key bound to another key, kept across a reload', async () => {
      await blurInputs(page);
      await page.keyboard.press('?');
      const help = byId(page, testIds.helpOverlay);
      await help.waitFor();
      const armRow = byId(help, testIds.shortcutRow).and(page.locator('[data-shortcut="arm"]'));
      await byId(armRow, testIds.shortcutChange).click();
      await page.keyboard.press('f');
      await expect
        .poll(() => byId(help, testIds.shortcutError).innerText(), POLL)
        .toMatch(/^F is already “Flatten/);
      await page.keyboard.press('m');
      await expect.poll(() => armRow.innerText(), POLL).toMatch(/^M\s/);
      await page.keyboard.press('Escape');
      await help.waitFor({ state: 'hidden' });
      await page.reload();
      await openMarket(page, market!);
      await ui.press('m');
      await expect.poll(() => ui.armed(), POLL).toBe('true');
      await ui.press('a');
      await ui.press('m');
      await expect.poll(() => ui.armed(), POLL).toBeNull();
      await page.keyboard.press('?');
      await byId(help, testIds.shortcutReset).click();
      await expect.poll(() => armRow.innerText(), POLL).toMatch(/^A\s/);
      await page.keyboard.press('Escape');
    });
  });
});
