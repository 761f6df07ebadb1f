/**
 * A padlock drawn in the text's colour: the emoji needs a colour-emoji font, which many Linux
 * desktops (and Debian's Chromium here) do not have, and shows there as an empty box.
 */
export function LockIcon({ size = 12 }: { size?: number }) {
  return (
    <svg className="lock-icon" viewBox="0 0 16 16" width={size} height={size} aria-hidden="true">
      <path
        d="M5 7V5a3 3 0 0 1 6 0v2M3.5 7h9v7h-9Z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinejoin="round"
      />
    </svg>
  );
}
