import type { QueryClient } from '@tanstack/react-query';
import { prefetchFirstMarkets } from '../features/markets/index.js';
import type { Transport } from '../lib/transport.js';

/**
 * Asks for what the first screen waits for (the market list's first page) as the terminal
 * starts, before its first render, which then finds the answers on their way.
 */
export function prefetchFirstScreen(client: QueryClient, transport: Transport): void {
  prefetchFirstMarkets(client, transport);
}
