import { useState } from 'react';
import { drawnIconName, iconDesign, iconInitials } from '../../../../server/shared/index.js';
import { useRpcQuery } from '../../../lib/queries.js';
import { loadableIcon, remoteIcon } from '../icon-source.js';
import './markets.css';

interface IconProps {
  question: string;
  className: string;
}

/** A URL of the page's origin as a root-relative path; any other as it is. */
const pathOf = (url: string, origin: string): string =>
  url.startsWith(`${origin}/`) ? url.slice(origin.length) : url;

/** An icon the service draws (the demo's), drawn by the page itself: no image to decode. */
function DrawnIcon({ name, className }: { name: string; className: string }) {
  const { colors, initials } = iconDesign(name);
  return (
    <span
      className={`${className} market-icon-empty market-icon-drawn`}
      style={{ background: `linear-gradient(135deg, ${colors[0]}, ${colors[1]})` }}
      aria-hidden="true"
    >
      {initials}
    </span>
  );
}

/** The initials of the question's subject, where it has no icon or it cannot be loaded yet. */
function Initial({ question, className }: IconProps) {
  return <span className={`${className} market-icon-empty`}>{iconInitials(question)}</span>;
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
 * A market's icon, or its subject's initials when there is none, while a remote one is fetched by
 * the service, or when it cannot be loaded. The service's drawn icons are drawn in place and
 * only a remote icon costs a query: a list row mounts one icon each as it scrolls in.
 */
export function MarketIcon({
  src,
  question,
  className = 'market-icon',
  imagesAllowed = true,
}: {
  src: string;
  question: string;
  className?: string;
  /** False while a list scrolls: an image waits (a drawn icon does not), the initials shown. */
  imagesAllowed?: boolean;
}) {
  const origin = window.location.origin;
  const loadable = loadableIcon(src, origin);
  const drawn = loadable ? drawnIconName(pathOf(loadable, origin)) : null;
  if (drawn) return <DrawnIcon name={drawn} className={className} />;
  if (!imagesAllowed) return <Initial question={question} className={className} />;
  if (loadable) return <IconImage src={loadable} question={question} className={className} />;
  const remote = remoteIcon(src, origin);
  if (remote) return <RemoteIcon url={remote} question={question} className={className} />;
  return <Initial question={question} className={className} />;
}
