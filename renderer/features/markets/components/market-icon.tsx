import { useState } from 'react';
import { loadableIcon } from '../icon-source.js';
import './markets.css';

/** A market's icon, or its first letter when there is none or it cannot be loaded. */
export function MarketIcon({
  src,
  question,
  className = 'market-icon',
}: {
  src: string;
  question: string;
  className?: string;
}) {
  const loadable = loadableIcon(src, window.location.origin);
  const [failed, setFailed] = useState('');
  if (!loadable || failed === loadable) {
    return <span className={`${className} market-icon-empty`}>{question.slice(0, 1)}</span>;
  }
  return (
    <img
      className={className}
      src={loadable}
      alt=""
      loading="lazy"
      decoding="async"
      onError={() => setFailed(loadable)}
    />
  );
}
