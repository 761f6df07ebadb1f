import { useSyncExternalStore } from 'react';

// The system's notifications through the Web Notification API: the browser's in web mode (once
// the trader allows them), Electron's native ones in the desktop app's window.

export type NotificationAccess = NotificationPermission | 'unsupported';

const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

export const notificationAccess = (): NotificationAccess =>
  typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  window.addEventListener('focus', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('focus', listener);
  };
};

/** The permission now, re-rendering when it changes (asked here, or in the browser's settings). */
export const useNotificationAccess = (): NotificationAccess =>
  useSyncExternalStore(subscribe, notificationAccess);

/**
 * Asks for the permission if it was never asked; called from the trader's own click (the
 * browser answers only those), e.g. the first alert they create.
 */
export function askNotificationAccess(): void {
  if (notificationAccess() !== 'default') return;
  void Notification.requestPermission().then(changed, changed);
}

/**
 * Shows a system notification when allowed; a click brings the app forward and runs `onClick`.
 * Answers whether it was shown.
 */
export function showSystemNotification(title: string, body: string, onClick: () => void): boolean {
  if (notificationAccess() !== 'granted') return false;
  let notification: Notification;
  try {
    notification = new Notification(title, { body });
  } catch {
    // Some browsers show notifications from a service worker only: the toast has told it.
    return false;
  }
  notification.onclick = () => {
    window.focus();
    onClick();
    notification.close();
  };
  return true;
}
