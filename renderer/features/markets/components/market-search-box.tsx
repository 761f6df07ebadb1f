import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useUi } from '../../../stores/ui-store.js';
import { Kbd } from '../../../components/kbd.js';
import { testIds } from '../../../lib/test-ids.js';

const LIST_KEYS = new Set(['ArrowDown', 'ArrowUp', 'PageDown', 'PageUp', 'Enter']);

interface MarketSearchBoxProps {
  value: string;
  onChange: (value: string) => void;
  /** List keys typed in the box: they move the list's highlight, Enter opens it. */
  onKey: (key: string) => void;
}

/** Type-ahead search; focused by `/` (ui-store's focusMarketSearch), Esc clears it. */
export function MarketSearchBox({ value, onChange, onKey }: MarketSearchBoxProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const searchFocusSeq = useUi((ui) => ui.searchFocusSeq);

  useEffect(() => {
    if (searchFocusSeq === 0) return;
    inputRef.current?.focus();
    inputRef.current?.select();
  }, [searchFocusSeq]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      if (value) onChange('');
      else inputRef.current?.blur();
      return;
    }
    if (!LIST_KEYS.has(event.key)) return;
    event.preventDefault();
    onKey(event.key);
  };

  return (
    <div className="market-search">
      <span className="market-search-icon" aria-hidden="true">
        ⌕
      </span>
      <input
        ref={inputRef}
        type="search"
        className="market-search-input"
        placeholder="Search markets"
        aria-label="Search markets"
        autoComplete="off"
        spellCheck={false}
        value={value}
        data-testid={testIds.marketSearch}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
      />
      {!value && <Kbd>/</Kbd>}
    </div>
  );
}
