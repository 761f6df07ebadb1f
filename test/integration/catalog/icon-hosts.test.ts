import { afterEach, describe, expect, it } from 'vitest';
import { catalogImageHosts } from '../../../server/catalog/index.js';
import { startVenue, type Venue } from '../../support/venue.js';

let venue: Venue | undefined;
afterEach(async () => {
  await venue?.close();
});

describe('the hosts whose images the catalog names', () => {
  it("are the https hosts of markets' and events' icons and images, read again later", async () => {
    venue = await startVenue();
    const { db } = venue;
    db.prepare("UPDATE markets SET icon = 'https://Icons.Example/m/1.png' WHERE id = 204").run();
    db.prepare(
      "UPDATE events SET image = 'https://banners.example/e.jpg' WHERE id IN (SELECT event_id FROM markets WHERE id = 204)",
    ).run();
    db.prepare("UPDATE markets SET image = 'http://plain.example/x.png' WHERE id = 205").run();
    const clock = { ms: 0 };
    const allowed = catalogImageHosts(db, () => clock.ms);
    expect(allowed('icons.example')).toBe(true);
    expect(allowed('banners.example')).toBe(true);
    expect(allowed('plain.example')).toBe(false);
    expect(allowed('127.0.0.1')).toBe(false);

    db.prepare("UPDATE markets SET icon = 'https://later.example/2.png' WHERE id = 206").run();
    expect(allowed('later.example')).toBe(false);
    clock.ms += 11 * 60_000;
    expect(allowed('later.example')).toBe(true);
  });
});
