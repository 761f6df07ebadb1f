import { createElement, StrictMode, type ReactElement, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
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
 * Renders `ui` inside the providers of renderer/main.tsx (StrictMode, the Transport, a
 * QueryClient with the app's defaults) over a fake transport. Failed queries are not retried,
 * so an error state shows at once.
 */
export function renderWithProviders(ui: ReactElement, fake: FakeTransport) {
  const client = new QueryClient({
    defaultOptions: {
      queries: { staleTime: 5_000, refetchOnWindowFocus: false, retry: false },
      mutations: { retry: false },
    },
  });
  clients.push(client);
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(
      StrictMode,
      null,
      createElement(TransportProvider, {
        transport: fake.transport,
        children: createElement(QueryClientProvider, { client }, children),
      }),
    );
  return { client, ...render(ui, { wrapper }) };
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
