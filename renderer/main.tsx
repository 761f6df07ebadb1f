// Global styles first: each feature's own styles, imported beside it, come after them.
import './styles/theme.css';
import './styles/base.css';
import './styles/components.css';
import './styles/layout.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App } from './app/app.js';
import { prefetchFirstScreen } from './app/first-screen.js';
import { MissingToken } from './app/missing-token.js';
import { initTheme } from './stores/theme.js';
import { notify } from './stores/ui-store.js';
import { ServiceBanner, followMenuCommands } from './features/desktop/index.js';
import { desktopApi, desktopBridge } from './lib/desktop-bridge.js';
import { createIpcTransport } from './lib/ipc-transport.js';
import { forgetSessionToken, rpcSocketUrl, takeSessionToken } from './lib/session-token.js';
import { TransportProvider } from './lib/transport-context.js';
import type { CallError, Transport } from './lib/transport.js';
import { createWsTransport } from './lib/ws-transport.js';
import { warmUpIntl } from './lib/intl-warm-up.js';

warmUpIntl();
initTheme();

/** Errors a retry cannot fix. */
const permanent = new Set<CallError['code']>([
  'invalid_input',
  'unauthenticated',
  'forbidden',
  'not_found',
  'too_large',
  'locked',
]);

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 5_000,
      refetchOnWindowFocus: false,
      retry: (failures, error) => !permanent.has(error.code) && failures < 2,
    },
  },
});

// Every call's error is shown where it is made; this catches what slipped through.
window.addEventListener('unhandledrejection', (event) => {
  const reason = event.reason as { message?: unknown } | undefined;
  notify({ kind: 'error', title: 'Unexpected error', detail: String(reason?.message ?? reason) });
});

const root = createRoot(document.getElementById('root')!);

function renderApp(transport: Transport, desktop: boolean) {
  prefetchFirstScreen(queryClient, transport);
  // A transition renders in slices, so the connection's first messages are read in between
  // instead of after the whole first screen.
  startTransition(() =>
    root.render(
      <StrictMode>
        <TransportProvider transport={transport}>
          <QueryClientProvider client={queryClient}>
            {desktop && <ServiceBanner />}
            <App />
          </QueryClientProvider>
        </TransportProvider>
      </StrictMode>,
    ),
  );
}

// The desktop app's preload offers its API: the RPC goes over a MessagePort from the shell.
// Otherwise this is web mode: a WebSocket guarded by the per-launch token of the URL.
const desktop = desktopApi();
if (desktop) {
  followMenuCommands(desktop);
  renderApp(createIpcTransport({ bridge: desktopBridge(desktop) }), true);
} else {
  const token = takeSessionToken();
  if (!token) {
    root.render(<MissingToken />);
  } else {
    const transport = createWsTransport({
      url: rpcSocketUrl(token),
      onNeverOpened: () => {
        forgetSessionToken();
        root.render(<MissingToken stale />);
      },
    });
    renderApp(transport, false);
  }
}
