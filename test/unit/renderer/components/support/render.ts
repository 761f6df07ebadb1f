import { createElement, StrictMode, type ReactElement, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, renderHook } from '@testing-library/react';
import { clearMarketSelection } from '../../../../../renderer/stores/selection-store.js';
import { closeDialog, dismissToast, getUi } from '../../../../../renderer/stores/ui-store.js';
import {
  dismissCancelAll,
  showPortfolioTab,
} from '../../../../../renderer/features/portfolio/portfolio-commands.js';
import { TransportProvider } from '../../../../../renderer/lib/transport-context.js';
import type { FakeTransport } from './fake-transport.js';

const clients: QueryClient[] = [];

/**
 * A QueryClient with the app's defaults, cleared by resetRenderer. Failed queries are not
 * retried, so an error state shows at once.
 */
export function testQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: { staleTime: 5_000, refetchOnWindowFocus: false, retry: false },
      mutations: { retry: false },
    },
  });
  clients.push(client);
  return client;
}

/** The providers of renderer/main.tsx: StrictMode, the Transport and the QueryClient. */
const providers =
  (fake: FakeTransport, client: QueryClient) =>
  ({ children }: { children: ReactNode }) =>
    createElement(
      StrictMode,
      null,
      createElement(TransportProvider, {
        transport: fake.transport,
        children: createElement(QueryClientProvider, { client }, children),
      }),
    );

/** Renders `ui` inside the app's providers over a fake transport. */
export function renderWithProviders(ui: ReactElement, fake: FakeTransport) {
  const client = testQueryClient();
  return { client, ...render(ui, { wrapper: providers(fake, client) }) };
}

/** Renders a hook inside the app's providers over a fake transport (and `client`, if given). */
export function renderHookWithProviders<Result>(
  hook: () => Result,
  fake: FakeTransport,
  client = testQueryClient(),
) {
  return { client, ...renderHook(hook, { wrapper: providers(fake, client) }) };
}

/**
 * Unmounts what was rendered and puts the renderer's module-level stores (selection, dialogs
 * and toasts, portfolio tab) back as the app starts. Vitest has no globals here, so Testing
 * Library cannot register its own cleanup: every file calls this after each test.
 */
export function resetRenderer(): void {
  cleanup();
  for (const client of clients.splice(0)) client.clear();
  clearMarketSelection();
  closeDialog();
  for (const toast of getUi().toasts) dismissToast(toast.id);
  showPortfolioTab('positions');
  dismissCancelAll();
}
