import { useEffect } from 'react';

/**
 * While conditional orders are armed, closing or reloading the page asks first: in web mode the
 * browser's own prompt; in the desktop app the shell's dialog (electron/main/close-guard.ts).
 */
export function useArmedCloseGuard(armed: boolean): void {
  useEffect(() => {
    if (!armed) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older engines ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [armed]);
}
