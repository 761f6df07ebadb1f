import { longDate, monthDay, monthYear } from '../dates.js';
import type { Random } from '../random.js';
import {
  bracketsAround,
  dollars,
  groupEvent,
  matchupEvent,
  ordered,
  singleEvent,
} from './helpers.js';
import type { EventTemplate } from './types.js';

export interface Coin {
  name: string;
  symbol: string;
  tag: string;
  /** A typical price, the centre of strikes and brackets. */
  price: number;
  /** Bracket and strike spacing. */
  step: number;
}

export const COINS: readonly Coin[] = [
  { name: 'Bitcoin', symbol: 'BTC', tag: 'bitcoin', price: 95_000, step: 2_000 },
  { name: 'Ethereum', symbol: 'ETH', tag: 'ethereum', price: 3_400, step: 100 },
  { name: 'Solana', symbol: 'SOL', tag: 'solana', price: 180, step: 10 },
  { name: 'XRP', symbol: 'XRP', tag: 'crypto-prices', price: 2, step: 1 },
  { name: 'Dogecoin', symbol: 'DOGE', tag: 'crypto-prices', price: 1, step: 1 },
];

const pricedCoins = COINS.filter((coin) => coin.price >= 100);
const EXCHANGES = ['Coinbase', 'Binance', 'Kraken', 'Robinhood', 'OKX'];
const LISTINGS = ['Hyperliquid', 'Monad', 'Berachain', 'Sui', 'Aptos', 'Celestia', 'Pengu'];
const RANKED = ['Bitcoin', 'Ethereum', 'Solana', 'XRP', 'BNB', 'Dogecoin', 'Cardano', 'Tron'];

const binanceSource = (coin: Coin): string =>
  `https://www.binance.com/en/trade/${coin.symbol}_USDT`;

/** "Will Bitcoin close above $96,000 on March 22?" with its rules. */
export function strikeQuestion(random: Random, coin: Coin, end: Date) {
  const strike = Math.round((coin.price + coin.step * random.int(-4, 4)) / coin.step) * coin.step;
  return singleEvent({
    question: `${coin.name} above ${dollars(strike)} on ${monthDay(end)}?`,
    condition: `the Binance 1 minute candle for ${coin.symbol}/USDT at 12:00 in the ET timezone (noon) on ${longDate(end)} has a final "Close" price higher than ${dollars(strike)}`,
    rules:
      'Prices are taken from the Binance spot market with the precision shown on Binance. Other exchanges and trading pairs are not considered.',
    source: `Binance, specifically the ${coin.symbol}/USDT "Close" prices`,
    resolutionSource: binanceSource(coin),
    tags: [coin.tag, 'crypto-prices'],
    fee: 'crypto',
  });
}

/** "Bitcoin price on March 22?" as a group of price ranges. */
export function priceBrackets(random: Random, coin: Coin, end: Date, count: number) {
  const centre = coin.price * random.between(0.9, 1.1);
  return groupEvent({
    title: `${coin.name} price on ${monthDay(end)}?`,
    summary: `This market group covers the price of ${coin.name} at noon ET on ${longDate(end)}.`,
    items: bracketsAround(centre, coin.step, count, dollars),
    question: (range) => `Will the price of ${coin.name} be ${range} on ${monthDay(end)}?`,
    condition: (range) =>
      `the Binance 1 minute candle for ${coin.symbol}/USDT at 12:00 ET on ${longDate(end)} has a final "Close" price in the range ${range}`,
    rules:
      'A range includes its lower bound and excludes its upper bound. Prices are taken from the Binance spot market only.',
    source: `Binance, specifically the ${coin.symbol}/USDT "Close" prices`,
    resolutionSource: binanceSource(coin),
    tags: [coin.tag, 'crypto-prices'],
    fee: 'crypto',
  });
}

/** "Solana Up or Down on March 22?" */
export function upOrDown(coin: Coin, periodLabel: string, periodRule: string) {
  return matchupEvent({
    title: `${coin.name} Up or Down - ${periodLabel}`,
    outcomes: ['Up', 'Down'],
    description:
      `This market will resolve to "Up" if the ${coin.name} price at the end of ${periodRule} is greater than or equal to the price at the beginning of it. Otherwise, it will resolve to "Down".` +
      `\nThe resolution source for this market is information from Chainlink, specifically the ${coin.symbol}/USD data stream.` +
      `\nPlease note that this market is about the price according to the Chainlink data stream ${coin.symbol}/USD, not according to other sources or spot markets.`,
    resolutionSource: `https://data.chain.link/streams/${coin.symbol.toLowerCase()}-usd`,
    tags: [coin.tag, 'crypto-prices', 'up-or-down'],
    fee: 'crypto',
    priceStyle: 'coin-flip',
  });
}

export const cryptoTemplates: readonly EventTemplate[] = [
  {
    category: 'crypto',
    minMarkets: 1,
    maxMarkets: 1,
    horizonDays: 14,
    build: ({ random, end }) => strikeQuestion(random, random.pick(pricedCoins), end),
  },
  {
    category: 'crypto',
    minMarkets: 1,
    maxMarkets: 1,
    horizonDays: 3,
    build: ({ random, end }) =>
      upOrDown(random.pick(COINS), monthDay(end), `the day of ${longDate(end)} (ET)`),
  },
  {
    category: 'crypto',
    minMarkets: 1,
    maxMarkets: 1,
    build: ({ random, end }) => {
      const coin = random.pick(pricedCoins);
      const target = Math.round((coin.price * random.between(1.2, 2)) / coin.step) * coin.step;
      return singleEvent({
        question: `Will ${coin.name} reach ${dollars(target)} by ${longDate(end)}?`,
        condition: `any Binance 1 minute candle for ${coin.symbol}/USDT between market creation and ${longDate(end)}, 11:59 PM ET has a final "High" price of ${dollars(target)} or higher`,
        rules: 'Prices from other exchanges, trading pairs or indices are not considered.',
        source: `Binance ${coin.symbol}/USDT "High" prices`,
        resolutionSource: binanceSource(coin),
        tags: [coin.tag, 'crypto-prices'],
      });
    },
  },
  {
    category: 'crypto',
    minMarkets: 1,
    maxMarkets: 1,
    build: ({ random, end }) => {
      const exchange = random.pick(EXCHANGES);
      const token = random.pick(LISTINGS);
      return singleEvent({
        question: `Will ${exchange} list ${token} by ${longDate(end)}?`,
        condition: `${exchange} opens spot trading for ${token} to retail users by ${longDate(end)}, 11:59 PM ET`,
        rules:
          'An announcement of a future listing is not enough; trading must be live. Futures or perpetual listings do not count.',
        source: `official announcements from ${exchange}`,
        resolutionSource: exchange,
        tags: ['crypto-prices'],
      });
    },
  },
  {
    category: 'crypto',
    minMarkets: 1,
    maxMarkets: 1,
    build: ({ random, end }) => {
      const coin = random.pick(['Solana', 'XRP', 'Dogecoin', 'Litecoin', 'Cardano']);
      return singleEvent({
        question: `Will a spot ${coin} ETF be approved by ${longDate(end)}?`,
        condition: `the US SEC approves a spot ${coin} exchange-traded product for listing by ${longDate(end)}, 11:59 PM ET`,
        rules: 'Approval of a 19b-4 filing or an effective S-1 for any issuer qualifies.',
        source: 'the US Securities and Exchange Commission',
        resolutionSource: 'https://www.sec.gov',
        tags: ['etfs'],
      });
    },
  },
  {
    category: 'crypto',
    minMarkets: 3,
    maxMarkets: 12,
    horizonDays: 30,
    build: ({ random, end, count }) => priceBrackets(random, random.pick(pricedCoins), end, count),
  },
  {
    category: 'crypto',
    minMarkets: 2,
    maxMarkets: 8,
    build: ({ random, end, count }) => {
      const month = monthYear(end);
      return groupEvent({
        title: `Best performing top-8 crypto in ${month}?`,
        summary: `This market group covers which of the listed cryptocurrencies has the highest percentage gain over ${month}.`,
        items: ordered(random, RANKED, count),
        question: (coin) => `Will ${coin} be the best performing top-8 crypto in ${month}?`,
        condition: (coin) =>
          `${coin} has the largest percentage change of the listed assets over ${month}`,
        rules:
          'Performance is measured from the first to the last daily close of the month in USD on CoinMarketCap.',
        source: 'CoinMarketCap historical data',
        resolutionSource: 'https://coinmarketcap.com',
        tags: ['crypto-prices'],
      });
    },
  },
];
