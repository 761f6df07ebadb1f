import type { FastifyInstance } from 'fastify';
import type { TradingService } from '../trading/index.js';

/**
 * Writes share a group commit (server/trading/group-commit.ts): every answer waits until what
 * was written so far is committed, so nothing is acknowledged, or read back, before it is
 * durable. With no batch open this costs one resolved promise.
 */
export function answerWhenDurable(app: FastifyInstance, trading: TradingService): void {
  app.addHook('onSend', async () => {
    await trading.committed();
  });
}
