import type { CSSProperties } from 'react';
import { DialogHost } from './dialog-host.js';
import { Splitter } from './splitter.js';
import { usePaneSizes } from './pane-sizes.js';
import { ErrorBoundary } from '../components/error-boundary.js';
import { Toasts } from '../components/toasts.js';
import { MarketsPanel } from '../features/markets/index.js';
import { MarketPage } from '../features/market/index.js';
import { StatusBar } from '../features/status/index.js';
import { TicketPanel } from '../features/ticket/index.js';
import { PortfolioPanel } from '../features/portfolio/index.js';
import { useGlobalShortcuts } from '../features/palette/index.js';
import { AlertsHost } from '../features/alerts/index.js';

/**
 * The workspace: markets on the left, the selected market in the centre, the ticket on the
 * right, the portfolio below, the status bar at the bottom. The page never scrolls.
 */
export function App() {
  useGlobalShortcuts();
  const { sizes, resize } = usePaneSizes();
  const style = {
    '--left': `${sizes.left}px`,
    '--right': `${sizes.right}px`,
    '--bottom': `${sizes.bottom}px`,
  } as CSSProperties;
  return (
    <div className="app" style={style}>
      <main className="workspace">
        <div className="area-markets">
          <ErrorBoundary area="the market list">
            <MarketsPanel />
          </ErrorBoundary>
        </div>
        <Splitter
          orientation="vertical"
          className="area-split-left"
          size={sizes.left}
          onResize={(size) => resize('left', size)}
          label="Resize the market list"
        />
        <div className="area-market">
          <ErrorBoundary area="the market page">
            <MarketPage />
          </ErrorBoundary>
        </div>
        <Splitter
          orientation="vertical"
          className="area-split-right"
          size={sizes.right}
          invert
          onResize={(size) => resize('right', size)}
          label="Resize the order ticket"
        />
        <div className="area-ticket">
          <ErrorBoundary area="the order ticket">
            <TicketPanel />
          </ErrorBoundary>
        </div>
        <Splitter
          orientation="horizontal"
          className="area-split-bottom"
          size={sizes.bottom}
          invert
          onResize={(size) => resize('bottom', size)}
          label="Resize the portfolio"
        />
        <div className="area-portfolio">
          <ErrorBoundary area="the portfolio">
            <PortfolioPanel />
          </ErrorBoundary>
        </div>
      </main>
      <StatusBar />
      <DialogHost />
      <AlertsHost />
      <Toasts />
    </div>
  );
}
