import { useState } from 'react';
import { useRpcQuery } from '../../../lib/queries.js';
import { loadableIcon, remoteIcon } from '../icon-source.js';
import './markets.css';

/**
 * A market's icon, or its first letter when there is none, while a remote one is fetched by
 * the service, or when it cannot be loaded.
 */
export function MarketIcon({
  src,
  question,
  className = 'market-icon',
}: {
  src: string;
  question: string;
  className?: string;
}) {
  const remote = remoteIcon(src, window.location.origin);
  const fetched = useRpcQuery(
    'assets.remoteIcon',
    { url: remote ?? '' },
    { enabled: remote !== null, staleTime: Infinity, gcTime: 30 * 60_000, retry: false },
  );
  const loadable = loadableIcon(src, window.location.origin) || (fetched.data?.dataUrl ?? '');
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
