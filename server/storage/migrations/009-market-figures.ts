// Figures of markets and events the venue sends besides those of migration 001: the YES price
// change over a week and a month and the open interest of a market, and the events' sums of
// the trailing volumes and of the open interest. Written by the venue's statistics like the
// other figures (catalog/stats-writer.ts). And the event of a market by its id without reading
// the wide market row: search maps every market a common word matches to its event.
export const marketFiguresMigration = `
ALTER TABLE markets ADD COLUMN one_week_price_change_micros INTEGER;
ALTER TABLE markets ADD COLUMN one_month_price_change_micros INTEGER;
ALTER TABLE markets ADD COLUMN open_interest_micros INTEGER NOT NULL DEFAULT 0;
CREATE INDEX markets_event_of ON markets(id, event_id);
ALTER TABLE events ADD COLUMN volume_1wk_micros INTEGER NOT NULL DEFAULT 0;
ALTER TABLE events ADD COLUMN volume_1mo_micros INTEGER NOT NULL DEFAULT 0;
ALTER TABLE events ADD COLUMN volume_1yr_micros INTEGER NOT NULL DEFAULT 0;
ALTER TABLE events ADD COLUMN open_interest_micros INTEGER NOT NULL DEFAULT 0;
UPDATE events SET
  volume_1wk_micros = COALESCE((SELECT SUM(volume_1wk_micros) FROM markets m WHERE m.event_id = events.id), 0),
  volume_1mo_micros = COALESCE((SELECT SUM(volume_1mo_micros) FROM markets m WHERE m.event_id = events.id), 0),
  volume_1yr_micros = COALESCE((SELECT SUM(volume_1yr_micros) FROM markets m WHERE m.event_id = events.id), 0);
`;
