// @polymarket/client 0.2.0's listBuilderTrades against the local venue once a builder code has
// fills: the SDK validates every item with its BuilderTrade schema, so a page it returns is a
// page of the venue's builder-trade form.
import { OrderSide } from '@polymarket/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { conditionIdOf, tokenIdOf } from '../support/catalog-fixture.js';
import { startListeningVenue, type ListeningVenue } from '../support/listening-venue.js';
import { sdkPublicClient, sdkSecureClient, type SdkTrader } from './sdk-client.js';

const MARKET = 204;
const YES = tokenIdOf(MARKET, 0);
const NO = tokenIdOf(MARKET, 1);
const BUILDER = `0x${'c3'.repeat(32)}` as const;
const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/;

let venue: ListeningVenue;
let host: string;
beforeEach(async () => {
  venue = await startListeningVenue();
  host = venue.wsUrl('').replace(/^ws/, 'http');
});
afterEach(() => venue.close());

async function trader(seed: string): Promise<SdkTrader> {
  const made = await sdkSecureClient(host, seed);
  venue.trading.venue.faucet(made.address, 100_000_000);
  return made;
}

const orderIdOf = (placed: unknown): string => (placed as { orderId: string }).orderId;

describe('@polymarket/client: listBuilderTrades with fills', () => {
  it("parses the code's orders in their fills, as maker and as taker", async () => {
    const maker = await trader('builder trades maker');
    const taker = await trader('builder trades taker');
    // The maker's NO bid at 0.55 (an ask of YES at 0.45) carries the code.
    const ask = await maker.client.placeLimitOrder({
      tokenId: NO,
      side: OrderSide.BUY,
      price: 0.55,
      size: 10,
      builderCode: BUILDER,
    });
    // A taker without a code buys two YES shares from it; then one with the code buys two more.
    const plain = await taker.client.placeMarketOrder({
      tokenId: YES,
      side: OrderSide.BUY,
      amount: 0.9,
    });
    const coded = await taker.client.placeMarketOrder({
      tokenId: YES,
      side: OrderSide.BUY,
      amount: 0.9,
      builderCode: BUILDER,
    });
    expect(plain).toMatchObject({ ok: true, status: 'matched' });
    expect(coded).toMatchObject({ ok: true, status: 'matched' });

    const sdk = sdkPublicClient(host);
    const page = await sdk.listBuilderTrades({ builderCode: BUILDER }).firstPage();
    const common = {
      builder: '',
      conditionId: conditionIdOf(MARKET),
      side: OrderSide.BUY,
      size: '2',
      status: 'TRADE_STATUS_CONFIRMED',
      bucketIndex: 0,
      fee: '0',
      feeUsdc: '0',
      errMsg: undefined,
    };
    expect(page.items).toEqual([
      expect.objectContaining({
        ...common,
        tradeType: 'MAKER',
        takerOrderHash: orderIdOf(plain),
        tokenId: NO,
        price: '0.55',
        sizeUsdc: '1.1',
        outcome: 'No',
        outcomeIndex: 1,
        maker: maker.address.toLowerCase(),
      }),
      // The second fill is the code's twice: the maker's order and the taker's.
      expect.objectContaining({
        ...common,
        tradeType: 'TAKER',
        takerOrderHash: orderIdOf(coded),
        tokenId: YES,
        price: '0.45',
        sizeUsdc: '0.9',
        outcome: 'Yes',
        outcomeIndex: 0,
        maker: taker.address.toLowerCase(),
      }),
      expect.objectContaining({ ...common, tradeType: 'MAKER', takerOrderHash: orderIdOf(coded) }),
    ]);
    for (const item of page.items) {
      expect(item.matchedAt).toMatch(ISO);
      // matchTime is in whole seconds; createdAt keeps the milliseconds.
      expect(item.createdAt).toMatch(ISO);
      expect(item.createdAt?.slice(0, 19)).toBe(item.matchedAt.slice(0, 19));
      expect(item.transactionHash).toMatch(/^0x[0-9a-f]{64}$/);
    }
    expect(page.items[1]?.id).toBe(page.items[2]?.id);
    expect(page.items[0]?.id).not.toBe(page.items[1]?.id);

    // tokenId filters by the coded order's token; another code has no fills.
    const yes = await sdk.listBuilderTrades({ builderCode: BUILDER, tokenId: YES }).firstPage();
    expect(yes.items.map((item) => item.tradeType)).toEqual(['TAKER']);
    const other = await sdk.listBuilderTrades({ builderCode: `0x${'c4'.repeat(32)}` }).firstPage();
    expect(other.items).toEqual([]);
    expect(ask).toMatchObject({ ok: true, status: 'live' });
  });
});
