// CPU time as the benches measure it: per CPU second, figures hold while other processes
// compete for the two cores.
import { readFileSync } from 'node:fs';

/** CPU seconds this process has used so far (all threads). */
export function ownCpuSeconds(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
}

/** CPU seconds from a /proc stat file: utime + stime, in clock ticks of 10 ms. */
function statCpuSeconds(statFile: string): number {
  const fields = readFileSync(statFile, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** CPU seconds a process has used so far, all of its threads. */
export const processCpuSeconds = (pid: number): number => statCpuSeconds(`/proc/${pid}/stat`);

/** CPU seconds of a process's main thread (its event loop) alone. */
export const mainThreadCpuSeconds = (pid: number): number =>
  statCpuSeconds(`/proc/${pid}/task/${pid}/stat`);

interface MachineTicks {
  total: number;
  steal: number;
}

/** The machine's CPU time so far, in clock ticks: all of it, and what the hypervisor took. */
function machineTicks(): MachineTicks {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1);
  const ticks = fields.map(Number);
  // user nice system idle iowait irq softirq steal (guest time is already in user).
  return { total: ticks.slice(0, 8).reduce((sum, n) => sum + n, 0), steal: ticks[7] ?? 0 };
}

/**
 * Starts measuring steal: the share of the machine's CPU time the hypervisor gave to other
 * guests; the returned function answers it for the time since.
 */
export function measureSteal(): () => number {
  const before = machineTicks();
  return () => {
    const now = machineTicks();
    return (now.steal - before.steal) / Math.max(1, now.total - before.total);
  };
}
