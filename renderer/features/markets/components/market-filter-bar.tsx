import { Select } from '../../../components/select.js';
import { testIds } from '../../../lib/test-ids.js';
import { useTagChips } from '../api/tags.js';
import { marketSorts, marketStatuses, type MarketFilters } from '../market-filters.js';

interface MarketFilterBarProps {
  filters: MarketFilters;
  onChange: (filters: MarketFilters) => void;
  /** Search ranks by relevance and ignores tags and sort; they are dimmed meanwhile. */
  searching: boolean;
}

function TagChips({ filters, onChange, searching }: MarketFilterBarProps) {
  const tags = useTagChips();
  if (!tags.data?.length) return null;
  const chip = (slug: string | null, label: string) => (
    <button
      key={slug ?? ''}
      type="button"
      className="chip"
      aria-pressed={filters.tag === slug}
      data-testid={testIds.tagChip}
      data-tag={slug ?? ''}
      disabled={searching}
      onClick={() => onChange({ ...filters, tag: filters.tag === slug ? null : slug })}
    >
      {label}
    </button>
  );
  return (
    <div className="tag-chips" role="group" aria-label="Tags">
      {chip(null, 'All')}
      {tags.data.map((tag) => chip(tag.slug, tag.label))}
    </div>
  );
}

export function MarketFilterBar(props: MarketFilterBarProps) {
  const { filters, onChange, searching } = props;
  return (
    <div className="market-filters">
      <div className="market-filter-selects">
        <Select
          aria-label="Status"
          data-testid={testIds.statusFilter}
          value={filters.status}
          options={marketStatuses}
          onChange={(status) => onChange({ ...filters, status })}
        />
        <Select
          aria-label="Sort"
          data-testid={testIds.marketSort}
          value={filters.sort}
          options={marketSorts}
          disabled={searching}
          title={searching ? 'Search results are ranked by relevance' : undefined}
          onChange={(sort) => onChange({ ...filters, sort })}
        />
      </div>
      <TagChips {...props} />
    </div>
  );
}
