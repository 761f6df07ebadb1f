// The specification's field lists of the order-book-surface market (docs/protocol.md, "Extra fields"), with the
// JSON type of each field, written out here so the tests check the answers against them.

type JsonType = 'boolean' | 'string' | 'number' | 'object' | 'array';

const fields = (type: JsonType, names: string[]): [string, JsonType][] =>
  names.map((name) => [name, type]);

export const FULL_FORM: Readonly<Record<string, JsonType>> = Object.fromEntries([
  ...fields('boolean', [
    'enable_order_book',
    'active',
    'closed',
    'archived',
    'accepting_orders',
    'neg_risk',
    'notifications_enabled',
    'is_50_50_outcome',
    'itode',
    'screening_check_enabled',
  ]),
  ...fields('string', [
    'accepting_order_timestamp',
    'condition_id',
    'question_id',
    'question',
    'description',
    'market_slug',
    'end_date_iso',
    'game_start_time',
    'fpmm',
    'neg_risk_market_id',
    'neg_risk_request_id',
    'icon',
    'image',
  ]),
  ...fields('number', [
    'minimum_order_size',
    'minimum_tick_size',
    'seconds_delay',
    'maker_base_fee',
    'taker_base_fee',
    'taker_order_delay_ms',
    'order_age_seconds',
  ]),
  ['rewards', 'object'],
  ['tokens', 'array'],
  ['tags', 'array'],
]);

export const SAMPLING_FORM: Readonly<Record<string, JsonType>> = {
  ...FULL_FORM,
  status: 'string',
  slug: 'string',
  market_id: 'number',
  assets_ids: 'array',
  outcomes: 'array',
  event: 'object',
  raw_metadata: 'object',
};

export const SIMPLIFIED_FORM: Readonly<Record<string, JsonType>> = Object.fromEntries([
  ...fields('string', ['condition_id', 'status', 'question', 'slug']),
  ...fields('boolean', ['neg_risk', 'active', 'closed', 'archived', 'accepting_orders']),
  ['market_id', 'number'],
  ['tokens', 'array'],
  ['rewards', 'object'],
  ['assets_ids', 'array'],
  ['outcomes', 'array'],
]);

const jsonType = (value: unknown): string =>
  Array.isArray(value) ? 'array' : value === null ? 'null' : typeof value;

/** The item's keys with their JSON types, to compare with a form above. */
export const typesOf = (item: Record<string, unknown>): Record<string, string> =>
  Object.fromEntries(Object.entries(item).map(([key, value]) => [key, jsonType(value)]));

/** Every element's keys and JSON types (tokens, rewards rates, event). */
export const elementTypes = (items: readonly Record<string, unknown>[]) => items.map(typesOf);
