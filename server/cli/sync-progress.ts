import type { MirrorSyncStatus } from '../contract/index.js';
import { statusLine, type StatusStream } from './status-line.js';

const BAR_WIDTH = 24;

const count = (value: number): string => value.toLocaleString('en-US');

/** `events 1,500/4,000` with a bar when the phase's size is known. */
function phaseText(status: MirrorSyncStatus, bar: boolean): string {
  const phase = status.phase ?? 'starting';
  if (status.total === null || status.total === 0) return `${phase} ${count(status.done)}`;
  const fraction = Math.min(1, status.done / status.total);
  const filled = Math.round(fraction * BAR_WIDTH);
  const gauge = bar ? ` [${'#'.repeat(filled)}${'.'.repeat(BAR_WIDTH - filled)}]` : '';
  return `${phase}${gauge} ${count(status.done)}/${count(status.total)} (${Math.floor(fraction * 100)} %)`;
}

/** One line of a sync's progress: its kind, the phase and the rows held. */
export function progressLine(status: MirrorSyncStatus, bar: boolean): string {
  const kind = status.kind ? `${status.kind} sync` : 'sync';
  return `${kind}: ${phaseText(status, bar)} · ${count(status.markets)} markets, ${count(status.events)} events`;
}

/** How a finished sync ends its output. */
export function outcomeLine(status: MirrorSyncStatus, seconds: number): string {
  if (status.state === 'failed') return `sync failed: ${status.error ?? 'unknown error'}`;
  const kind = status.kind ? `${status.kind} sync` : 'sync';
  return `${kind} done in ${seconds.toFixed(1)} s: ${count(status.markets)} markets, ${count(status.events)} events`;
}

export interface ProgressWriter {
  update(status: MirrorSyncStatus): void;
  /** Ends the progress output (the bar's line) before the outcome is written. */
  end(): void;
}

/**
 * A terminal gets one line redrawn in place (at most every 100 ms); a pipe or a file gets a
 * plain line when the phase changes and at most every 2 s otherwise.
 */
export function progressWriter(stream: StatusStream): ProgressWriter {
  const line = statusLine(stream);
  let lastPhase: string | null = null;
  return {
    update(status) {
      const newPhase = status.phase !== lastPhase;
      lastPhase = status.phase;
      line.show(progressLine(status, stream.isTTY === true), newPhase);
    },
    end: line.end,
  };
}
