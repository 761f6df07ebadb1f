import { useState, type KeyboardEvent } from 'react';
import { MAX_WATCHLIST_NAME } from '../watchlist-model.js';
import { watchlistTestIds } from '../../../../lib/watchlist-test-ids.js';

interface ListNameInputProps {
  initial: string;
  label: string;
  onSubmit: (name: string) => void;
  onCancel: () => void;
}

/** A list's name, typed in place: Enter keeps it, Esc or leaving the field drops it. */
export function ListNameInput({ initial, label, onSubmit, onCancel }: ListNameInputProps) {
  const [name, setName] = useState(initial);
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // The keys are the field's: the lists and the market list around it must not act on them.
    event.stopPropagation();
    if (event.key === 'Escape') return onCancel();
    if (event.key !== 'Enter') return;
    event.preventDefault();
    const trimmed = name.trim();
    if (trimmed) onSubmit(trimmed);
  };
  return (
    <input
      className="watchlist-name-input"
      aria-label={label}
      autoFocus
      maxLength={MAX_WATCHLIST_NAME}
      value={name}
      data-testid={watchlistTestIds.listName}
      onFocus={(event) => event.currentTarget.select()}
      onChange={(event) => setName(event.target.value)}
      onKeyDown={onKeyDown}
      onBlur={onCancel}
    />
  );
}
