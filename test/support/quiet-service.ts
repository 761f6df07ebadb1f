import { defaultConfig, type ServiceConfig } from '../../server/config/config.js';

/**
 * A service's config for tests on `dataDir`: a free port, no demo, history, simulated liquidity
 * or rate limits, no logs; `overrides` on top.
 */
export const quietConfig = (
  dataDir: string,
  overrides: Partial<ServiceConfig> = {},
): ServiceConfig => ({
  ...defaultConfig(),
  dataDir,
  port: 0,
  demo: false,
  history: false,
  liquidity: false,
  rateLimits: null,
  logLevel: 'silent',
  ...overrides,
});
