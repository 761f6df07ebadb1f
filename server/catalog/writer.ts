import { badParameter } from '../contract/index.js';
import { inTransaction, type Database } from '../storage/index.js';
import type {
  CommentRecord,
  EventRecord,
  MarketRecord,
  ProfileRecord,
  ReactionRecord,
  SeriesRecord,
  SportRecord,
  TagRecord,
  TeamRecord,
} from './records.js';

const flag = (value: boolean): number => (value ? 1 : 0);

/** An event's volume, liquidity and competitiveness, from its markets. */
const EVENT_AGGREGATES = `
  volume_micros = COALESCE((SELECT SUM(volume_micros) FROM markets m WHERE m.event_id = events.id), 0),
  volume_24hr_micros = COALESCE((SELECT SUM(volume_24hr_micros) FROM markets m WHERE m.event_id = events.id), 0),
  volume_1wk_micros = COALESCE((SELECT SUM(volume_1wk_micros) FROM markets m WHERE m.event_id = events.id), 0),
  volume_1mo_micros = COALESCE((SELECT SUM(volume_1mo_micros) FROM markets m WHERE m.event_id = events.id), 0),
  volume_1yr_micros = COALESCE((SELECT SUM(volume_1yr_micros) FROM markets m WHERE m.event_id = events.id), 0),
  open_interest_micros = COALESCE((SELECT SUM(open_interest_micros) FROM markets m WHERE m.event_id = events.id), 0),
  liquidity_micros = COALESCE((SELECT SUM(liquidity_micros) FROM markets m WHERE m.event_id = events.id), 0),
  competitive_micros = COALESCE((SELECT MAX(competitive_micros) FROM markets m WHERE m.event_id = events.id), 0)`;

/**
 * One event's aggregates, found by its key: every statistics write of a traded market runs it
 * (a single statement with `@eventId IS NULL OR id = @eventId` scanned every event each time).
 */
export const REFRESH_EVENT_AGGREGATES_SQL = `UPDATE events SET ${EVENT_AGGREGATES} WHERE id = ?`;

/**
 * The one place that writes catalog rows. Callers wrap bulk writes in a transaction
 * (inTransaction) and call refreshEventAggregates once the markets of an event are in.
 */
export function createCatalogWriter(db: Database) {
  const insertTag = db.prepare(
    `INSERT INTO tags (id, label, slug, force_show, requires_translation, created_at, updated_at)
     VALUES (@id, @label, @slug, @forceShow, 0, @createdAt, @updatedAt)`,
  );
  const insertTagRelation = db.prepare(
    'INSERT OR IGNORE INTO tag_relations (tag_id, related_tag_id) VALUES (?, ?)',
  );
  const insertSport = db.prepare(
    `INSERT INTO sports (id, sport, image, resolution, ordering, tag_ids, series_id, created_at)
     VALUES (@id, @sport, @image, @resolution, @ordering, @tagIds, @seriesId, @createdAt)`,
  );
  const insertTeam = db.prepare(
    `INSERT INTO teams (id, name, league, record, logo, abbreviation, alias, created_at,
       updated_at)
     VALUES (@id, @name, @league, @record, @logo, @abbreviation, @alias, @createdAt, @updatedAt)`,
  );
  const insertSeries = db.prepare(
    `INSERT INTO series (id, ticker, slug, title, series_type, recurrence, image, icon,
       active, closed, archived, created_at, updated_at)
     VALUES (@id, @ticker, @slug, @title, @seriesType, @recurrence, @image, @icon,
       @active, @closed, @archived, @createdAt, @updatedAt)`,
  );
  const insertEvent = db.prepare(
    `INSERT INTO events (id, ticker, slug, title, description, resolution_source, image, icon,
       start_date, creation_date, end_date, created_at, updated_at, active, closed, archived,
       featured, neg_risk, neg_risk_market_id, event_metadata)
     VALUES (@id, @ticker, @slug, @title, @description, @resolutionSource, @image, @icon,
       @startDate, @creationDate, @endDate, @createdAt, @updatedAt, @active, @closed, @archived,
       @featured, @negRisk, @negRiskMarketId, @eventMetadata)`,
  );
  const insertEventTag = db.prepare('INSERT INTO event_tags (event_id, tag_id) VALUES (?, ?)');
  const insertSeriesEvent = db.prepare(
    'INSERT INTO series_events (series_id, event_id) VALUES (?, ?)',
  );
  const insertMarket = db.prepare(
    `INSERT INTO markets (id, event_id, condition_id, question_id, question, slug, description,
       resolution_source, image, icon, group_item_title, outcomes, start_date, end_date,
       created_at, updated_at, closed_time, active, closed, archived, featured, accepting_orders,
       enable_order_book, neg_risk, neg_risk_market_id, neg_risk_request_id, tick_size_micros,
       min_order_size_micros, maker_base_fee_bps, taker_base_fee_bps, fee_rate_micros,
       fee_exponent, fee_taker_only, rewards_daily_rate_micros, rewards_min_size_micros,
       rewards_max_spread_micros, creator, winning_outcome_index, volume_micros,
       volume_24hr_micros, volume_1wk_micros, volume_1mo_micros, volume_1yr_micros,
       liquidity_micros, best_bid_micros, best_ask_micros, last_trade_price_micros,
       one_day_price_change_micros, one_week_price_change_micros, one_month_price_change_micros,
       open_interest_micros, competitive_micros)
     VALUES (@id, @eventId, @conditionId, @questionId, @question, @slug, @description,
       @resolutionSource, @image, @icon, @groupItemTitle, @outcomes, @startDate, @endDate,
       @createdAt, @updatedAt, @closedTime, @active, @closed, @archived, @featured,
       @acceptingOrders, @enableOrderBook, @negRisk, @negRiskMarketId, @negRiskRequestId,
       @tickSizeMicros, @minOrderSizeMicros, @makerBaseFeeBps, @takerBaseFeeBps, @feeRateMicros,
       @feeExponent, @feeTakerOnly, @rewardsDailyRateMicros, @rewardsMinSizeMicros,
       @rewardsMaxSpreadMicros, @creator, @winningOutcomeIndex, @volumeMicros,
       @volume24hrMicros, @volume1wkMicros, @volume1moMicros, @volume1yrMicros,
       @liquidityMicros, @bestBidMicros, @bestAskMicros, @lastTradePriceMicros,
       @oneDayPriceChangeMicros, @oneWeekPriceChangeMicros, @oneMonthPriceChangeMicros,
       @openInterestMicros, @competitiveMicros)`,
  );
  const insertToken = db.prepare(
    `INSERT INTO market_tokens (token_id, market_id, outcome_index, outcome)
     VALUES (?, ?, ?, ?)`,
  );
  const insertSite = db.prepare('INSERT INTO sites (id, name) VALUES (?, ?)');
  const insertSiteMarket = db.prepare(
    'INSERT OR IGNORE INTO site_markets (site_id, market_id) VALUES (?, ?)',
  );
  const insertProfile = db.prepare(
    `INSERT INTO profiles (address, proxy_wallet, name, pseudonym, bio, profile_image,
       display_username_public, is_mod, is_creator, created_at)
     VALUES (@address, @proxyWallet, @name, @pseudonym, @bio, @profileImage,
       @displayUsernamePublic, @isMod, @isCreator, @createdAt)`,
  );
  const insertComment = db.prepare(
    `INSERT INTO comments (id, body, parent_entity_type, parent_entity_id, parent_comment_id,
       user_address, reply_address, created_at, updated_at, report_count)
     VALUES (@id, @body, @parentEntityType, @parentEntityId, @parentCommentId,
       @userAddress, @replyAddress, @createdAt, @updatedAt, @reportCount)`,
  );
  const insertReaction = db.prepare(
    `INSERT INTO comment_reactions (id, comment_id, reaction_type, user_address, created_at)
     VALUES (@id, @commentId, @reactionType, @userAddress, @createdAt)`,
  );
  const refreshAllAggregates = db.prepare(`UPDATE events SET ${EVENT_AGGREGATES}`);
  const refreshOneEventAggregates = db.prepare<[number]>(REFRESH_EVENT_AGGREGATES_SQL);
  const settle = db.prepare(
    `UPDATE markets SET closed = 1, accepting_orders = 0, closed_time = @at,
       winning_outcome_index = @winner, updated_at = @at
     WHERE condition_id = @conditionId AND winning_outcome_index IS NULL`,
  );
  const changeTick = db.prepare(
    `UPDATE markets SET tick_size_micros = @tickMicros, updated_at = @at
     WHERE condition_id = @conditionId AND closed = 0`,
  );
  const closeSettledEvent = db.prepare(
    `UPDATE events SET closed = 1, updated_at = @at
     WHERE id = (SELECT event_id FROM markets WHERE condition_id = @conditionId) AND closed = 0
       AND NOT EXISTS (SELECT 1 FROM markets m WHERE m.event_id = events.id AND m.closed = 0)`,
  );

  return {
    addTag(tag: TagRecord): void {
      insertTag.run({ ...tag, forceShow: flag(tag.forceShow ?? false) });
    },
    relateTags(tagId: number, relatedTagId: number): void {
      insertTagRelation.run(tagId, relatedTagId);
    },
    addSport(sport: SportRecord): void {
      insertSport.run({ ...sport, tagIds: sport.tagIds.join(',') });
    },
    addTeam(team: TeamRecord): void {
      insertTeam.run(team);
    },
    addSeries(series: SeriesRecord): void {
      insertSeries.run({
        ...series,
        active: flag(series.active),
        closed: flag(series.closed),
        archived: flag(series.archived),
      });
    },
    addEvent(event: EventRecord): void {
      const { tagIds, seriesIds, ...row } = event;
      insertEvent.run({
        ...row,
        active: flag(row.active),
        closed: flag(row.closed),
        archived: flag(row.archived),
        featured: flag(row.featured),
        negRisk: flag(row.negRisk),
        eventMetadata: JSON.stringify(row.eventMetadata),
      });
      for (const tagId of tagIds) insertEventTag.run(event.id, tagId);
      for (const seriesId of seriesIds) insertSeriesEvent.run(seriesId, event.id);
    },
    addMarket(market: MarketRecord): void {
      const { tokens, stats, ...row } = market;
      insertMarket.run({
        ...row,
        ...stats,
        outcomes: JSON.stringify(tokens.map((token) => token.outcome)),
        active: flag(row.active),
        closed: flag(row.closed),
        archived: flag(row.archived),
        featured: flag(row.featured),
        acceptingOrders: flag(row.acceptingOrders),
        enableOrderBook: flag(row.enableOrderBook),
        negRisk: flag(row.negRisk),
        feeTakerOnly: flag(row.feeTakerOnly),
      });
      tokens.forEach((token, index) =>
        insertToken.run(token.tokenId, market.id, index, token.outcome),
      );
    },
    addSite(id: string, name: string): void {
      insertSite.run(id, name);
    },
    listOnSite(siteId: string, marketId: number): void {
      insertSiteMarket.run(siteId, marketId);
    },
    addProfile(profile: ProfileRecord): void {
      insertProfile.run({
        ...profile,
        displayUsernamePublic: flag(profile.displayUsernamePublic),
        isMod: flag(profile.isMod),
        isCreator: flag(profile.isCreator),
      });
    },
    addComment(comment: CommentRecord): void {
      insertComment.run(comment);
    },
    addReaction(reaction: ReactionRecord): void {
      insertReaction.run(reaction);
    },
    /**
     * Records a binary market's resolution: closed, no longer accepting orders, its winner and
     * closing time; its event closes with its last open market. False when no unresolved
     * market has that condition id (unknown, or already settled): nothing changes then.
     */
    settleMarket(conditionId: string, winningOutcomeIndex: number, atIso: string): boolean {
      if (winningOutcomeIndex !== 0 && winningOutcomeIndex !== 1) {
        throw badParameter('winning_outcome_index', 'must be 0 or 1');
      }
      const params = {
        conditionId: conditionId.toLowerCase(),
        winner: winningOutcomeIndex,
        at: atIso,
      };
      return inTransaction(db, () => {
        if (settle.run(params).changes === 0) return false;
        closeSettledEvent.run(params);
        return true;
      });
    },
    /** Changes an open market's tick size; false when no open market has this condition id. */
    setTickSize(conditionId: string, tickMicros: number, atIso: string): boolean {
      const params = { conditionId: conditionId.toLowerCase(), tickMicros, at: atIso };
      return changeTick.run(params).changes > 0;
    },
    /** Recomputes the events' volume, liquidity and competitiveness from their markets. */
    refreshEventAggregates(eventId: number | null = null): void {
      if (eventId === null) refreshAllAggregates.run();
      else refreshOneEventAggregates.run(eventId);
    },
  };
}

export type CatalogWriter = ReturnType<typeof createCatalogWriter>;
