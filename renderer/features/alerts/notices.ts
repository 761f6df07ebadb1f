import type { AlertFiring, AlertNotice, ConditionalOrder } from '../../../server/contract/index.js';
import { KIND_LABELS, STATE_LABELS, blockedByLock } from './conditional-text.js';

export type NoticeTone = 'success' | 'error' | 'warning' | 'info';
/** The portfolio tab that lists what a notice is about. */
export type NoticeTab = 'alerts' | 'conditional';

/** One thing a notice tells: an alert's firing, or a conditional order's new state. */
export interface NoticeLine {
  tone: NoticeTone;
  title: string;
  detail: string;
  conditionId: string | null;
  tab: NoticeTab;
}

/** What the app shows for one notice: one toast and one system notification alike. */
export interface NoticeMessage extends Omit<NoticeLine, 'detail'> {
  /** What it says under its title: a line's detail, or a flood's first lines. */
  details: string[];
  /** How many lines it stands for (more than one: a flood, listed in the panel). */
  count: number;
}

/** Lines a coalesced message names before "and N more". */
const LISTED = 3;

/** The service's words for what the trader did themselves (server/watch): not told back. */
const OWN_CHANGES = new Set(['edited', 'cancelled by the trader']);

const firingLine = (firing: AlertFiring): NoticeLine => ({
  tone: 'info',
  title: 'Alert fired',
  detail: firing.summary,
  conditionId: firing.conditionId,
  tab: 'alerts',
});

function conditionalLine(order: ConditionalOrder): NoticeLine | null {
  const last = order.events.at(-1);
  if (!last || OWN_CHANGES.has(last.detail)) return null;
  const kind = KIND_LABELS[order.kind];
  const line = { conditionId: order.conditionId, tab: 'conditional' as const };
  if (order.state === 'armed') {
    if (!blockedByLock(order)) return null;
    return {
      ...line,
      tone: 'warning',
      title: `${kind} not signed: the vault is locked`,
      detail: `${order.title}: it stays armed and sells once the vault is unlocked`,
    };
  }
  const tones: Record<Exclude<ConditionalOrder['state'], 'armed'>, NoticeTone> = {
    triggered: 'info',
    sent: 'info',
    filled: 'success',
    'partly-filled': 'warning',
    refused: 'error',
    canceled: 'info',
  };
  return {
    ...line,
    tone: tones[order.state],
    title: `${kind} ${STATE_LABELS[order.state]}`,
    detail: `${order.title}: ${last.detail}`,
  };
}

/** Everything a notice tells, firings first. */
export const noticeLines = (notice: AlertNotice): NoticeLine[] => [
  ...notice.firings.map(firingLine),
  ...notice.conditional.flatMap((order) => conditionalLine(order) ?? []),
];

const TAB_NAMES: Record<NoticeTab, string> = { alerts: 'Alerts', conditional: 'Conditional' };
const TONE_RANK: NoticeTone[] = ['info', 'success', 'warning', 'error'];

function floodTitle(lines: NoticeLine[]): string {
  const fired = lines.filter((line) => line.tab === 'alerts').length;
  const changed = lines.length - fired;
  if (changed === 0) return `${fired} alerts fired`;
  if (fired === 0) return `${changed} conditional orders changed`;
  return `${fired} alert${fired === 1 ? '' : 's'} fired, ${changed} conditional order${changed === 1 ? '' : 's'} changed`;
}

/**
 * A notice as one message: its line, or for a flood "N alerts fired" naming the first few
 * (the panel lists them all), never dropping any silently. Null when it tells nothing new.
 */
export function noticeMessage(notice: AlertNotice): NoticeMessage | null {
  const lines = noticeLines(notice);
  const [first] = lines;
  if (!first) return null;
  if (lines.length === 1) {
    const { detail, ...line } = first;
    return { ...line, details: [detail], count: 1 };
  }
  const markets = new Set(lines.map((line) => line.conditionId));
  const rest = lines.length - LISTED;
  const listed = lines.slice(0, LISTED).map((line) => `${line.title}: ${line.detail}`);
  const tab = lines.some((line) => line.tab === 'alerts') ? 'alerts' : 'conditional';
  return {
    tone: TONE_RANK[Math.max(...lines.map((line) => TONE_RANK.indexOf(line.tone)))]!,
    title: floodTitle(lines),
    details: [...listed, ...(rest > 0 ? [`and ${rest} more in the ${TAB_NAMES[tab]} tab`] : [])],
    conditionId: markets.size === 1 ? first.conditionId : null,
    tab,
    count: lines.length,
  };
}
