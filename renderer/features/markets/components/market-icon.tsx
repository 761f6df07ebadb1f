import { useState } from 'react';
import { useRpcQuery } from '../../../lib/queries.js';
import { loadableIcon, remoteIcon } from '../icon-source.js';
import './markets.css';

interface IconProps {
  question: string;
  className: string;
}

/** The market's first letter, where it has no icon or its icon cannot be loaded. */
function Initial({ question, className }: IconProps) {
  return <span className={`${className} market-icon-empty`}>{question.slice(0, 1)}</span>;
}

function IconImage({ src, ...props }: IconProps & { src: string }) {
  const [failed, setFailed] = useState('');
  if (failed === src) return <Initial {...props} />;
  return (
    <img
      className={props.className}
      src={src}
      alt=""
      loading="lazy"
      decoding="async"
      onError={() => setFailed(src)}
    />
  );
}

/** A remote icon, fetched by the service (the page may not load it itself). */
function RemoteIcon({ url, ...props }: IconProps & { url: string }) {
  const fetched = useRpcQuery(
    'assets.remoteIcon',
    { url },
    { staleTime: Infinity, gcTime: 30 * 60_000, retry: false },
  );
  const dataUrl = fetched.data?.dataUrl;
  return dataUrl ? <IconImage src={dataUrl} {...props} /> : <Initial {...props} />;
}

/**
 * A market's icon, or its first letter when there is none, while a remote one is fetched by
 * the service, or when it cannot be loaded. Only a remote icon costs a query: a list row
 * mounts one icon each as it scrolls in.
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
  const origin = window.location.origin;
  const loadable = loadableIcon(src, origin);
  if (loadable) return <IconImage src={loadable} question={question} className={className} />;
  const remote = remoteIcon(src, origin);
  if (remote) return <RemoteIcon url={remote} question={question} className={className} />;
  return <Initial question={question} className={className} />;
}
