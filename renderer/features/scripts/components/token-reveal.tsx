import { Button } from '../../../components/button.js';
import { testIds } from '../../../lib/test-ids.js';
import { notify } from '../../../stores/ui-store.js';
import { copyText } from '../../settings/index.js';
import { curlExample } from '../curl-example.js';

interface TokenRevealProps {
  grantName: string;
  accountName: string;
  token: string;
  /** The scripts' local API; null when its HTTP port is off. */
  apiUrl: string | null;
  onDone: () => void;
}

const copy = (text: string, what: string) =>
  copyText(text).then(
    () => notify({ kind: 'success', title: `${what} copied` }),
    () =>
      notify({ kind: 'error', title: 'Could not copy', detail: 'Select it and copy it by hand.' }),
  );

/** The new grant's token, shown this once, with a first call to try it. */
export function TokenReveal({ grantName, accountName, token, apiUrl, onDone }: TokenRevealProps) {
  const curl = apiUrl ? curlExample(apiUrl, token) : null;
  return (
    <section className="token-reveal" aria-label={`Token of ${grantName}`}>
      <div className="token-reveal-title">
        Token of “{grantName}”: copy it now, <strong>it will not be shown again</strong>.
      </div>
      <span className="dim">
        Whoever holds it can act for {accountName} within this grant&apos;s limits until it expires
        or is revoked. Only its hash is kept.
      </span>
      <div className="token-line">
        <code className="mono token-text" data-testid={testIds.grantToken}>
          {token}
        </code>
        <Button
          size="sm"
          variant="primary"
          onClick={() => void copy(token, 'Token')}
          data-testid={testIds.grantTokenCopy}
        >
          Copy token
        </Button>
      </div>
      {curl ? (
        <div className="token-line">
          <code className="mono token-text dim" data-testid={testIds.grantCurl}>
            {curl}
          </code>
          <Button size="sm" onClick={() => void copy(curl, 'Command')}>
            Copy
          </Button>
        </div>
      ) : (
        <span className="down">
          The local API is off (its HTTP port is switched off): no script can use the token until it
          is on.
        </span>
      )}
      <span className="dim">
        Orders: <code className="mono">POST /grant/order</code> with{' '}
        <code className="mono">{'{"tokenId","side","price","size","orderType"}'}</code>; open orders{' '}
        <code className="mono">GET /grant/orders</code>.
      </span>
      <div>
        <Button size="sm" onClick={onDone} data-testid={testIds.grantTokenDone}>
          I have copied it
        </Button>
      </div>
    </section>
  );
}
