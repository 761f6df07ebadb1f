// Mirror mode's order-book reads with the upstream gone: 503, once the cached answer is older
// than a second.
import { describe, expect, it } from 'vitest';
import { tokenIdOf } from '../../support/catalog-fixture.js';
import { startMirror, startUpstream } from '../../support/mirror-pair.js';

const YES = tokenIdOf(204, 0);

describe('order-book reads of an unreachable upstream', () => {
  it('answer 503 upstream unreachable, over HTTP and the dispatcher', async () => {
    const upstream = await startUpstream();
    const mirror = await startMirror(upstream.url);
    try {
      expect((await fetch(`${mirror.url}/book?token_id=${YES}`)).status).toBe(200);
      await upstream.close();
      await new Promise((resolve) => setTimeout(resolve, 1_050));
      const answer = await fetch(`${mirror.url}/book?token_id=${YES}`);
      expect(answer.status).toBe(503);
      expect(await answer.json()).toEqual({
        error: expect.stringMatching(/^upstream unreachable: /),
      });
      await expect(
        mirror.dispatcher.dispatch(
          'marketdata.book',
          { token_id: YES },
          { transport: 'session', client: 'renderer' },
        ),
      ).rejects.toMatchObject({ code: 'upstream_unreachable' });
    } finally {
      await mirror.close();
    }
  });
});
