import type { ServiceState, UnlockResult } from '../../server/contract/index.js';
import type { AttachableService, DataDirHolder } from '../../server/host/index.js';
import {
  ServiceMessage,
  readMessage,
  type HostMessage,
  type StartConfig,
} from '../service/protocol.js';
import type { RestartPolicy } from './restart-policy.js';

/** One run of the service's process, as the host drives it. */
export interface ServiceProcess<ServicePort> {
  /** Sends a message, transferring the port with it when there is one. */
  post(message: HostMessage, port?: ServicePort): void;
  onMessage(listener: (message: unknown) => void): void;
  /** The process ended, for whatever reason (its code, or null when killed). */
  onExit(listener: (code: number | null) => void): void;
  kill(): void;
}

/**
 * Starts the service's process: Electron's utilityProcess.fork in the app, a Node fork with an
 * IPC channel in the tests.
 */
export interface ServiceLauncher<ServicePort> {
  launch(): ServiceProcess<ServicePort>;
}

/** The two ends of a new channel: one for the service, one for the renderer. */
export interface PortPair<ServicePort, RendererPort> {
  service: ServicePort;
  renderer: RendererPort;
}

export interface ServiceHostOptions<ServicePort, RendererPort> {
  launcher: ServiceLauncher<ServicePort>;
  createChannel: () => PortPair<ServicePort, RendererPort>;
  /** Read at each start, so changed settings apply on the next (re)start. */
  startConfig: () => StartConfig;
  policy: RestartPolicy;
  /** Where the service's output goes; named in the error the window shows. */
  logFile: string;
  log: (line: string) => void;
  startTimeoutMs?: number;
  /** How long a stop waits for the service to close before killing it. */
  stopTimeoutMs?: number;
  /** How long an unlock or icon request waits for the service's answer. */
  requestTimeoutMs?: number;
  now?: () => number;
  /**
   * The service that holds the data dir when ours could not start or stopped (server/service-lock
   * `attachableService`): the host attaches to it instead of counting a crash.
   */
  findRunning?: () => DataDirHolder | undefined;
  /** While attached, how often the host checks that the other service still runs. */
  attachPollMs?: number;
}

export interface ServiceHost<RendererPort> {
  start(): void;
  state(): ServiceState;
  onState(listener: (state: ServiceState) => void): () => void;
  /**
   * A new RPC channel to the service: waits while it (re)starts, or after it failed until a
   * restart; rejects once the host is stopped.
   */
  connect(): Promise<RendererPort>;
  /** Unlocks a vault account in the service with a passphrase the main process holds. */
  unlock(accountId: string, passphrase: string): Promise<UnlockResult>;
  /** The SVG of a catalog icon, or null (no such icon, or the service is not running). */
  icon(file: string): Promise<string | null>;
  /** The other service the host is attached to (with its renderer token), or null. */
  attachment(): AttachableService | null;
  /** Stops the service cleanly and starts it again (new settings); not counted as a crash. */
  restart(): Promise<void>;
  /** Asks the service to stop, waits for its commits (bounded), then the process ends. */
  stop(): Promise<void>;
}

interface Run<ServicePort> {
  process: ServiceProcess<ServicePort>;
  /** Why it ended, when the host knows better than an exit code. */
  reason: string | null;
  expectedExit: boolean;
  exited: Promise<void>;
  startTimer: ReturnType<typeof setTimeout> | null;
}

/** The service's answers to the host's requests. */
type Answer = Extract<ServiceMessage, { requestId: number }>;

interface Waiter<T> {
  resolve: (value: T) => void;
  reject: (error: Error) => void;
}

/**
 * Runs the service in its own process and keeps it running: start → ready → ports handed over
 * per renderer connection; a crash restarts it after the policy's backoff, and the policy
 * giving up leaves the host `failed` with the log file to read; stop lets it finish.
 */
export function createServiceHost<ServicePort, RendererPort>(
  options: ServiceHostOptions<ServicePort, RendererPort>,
): ServiceHost<RendererPort> {
  const startTimeoutMs = options.startTimeoutMs ?? 30_000;
  const stopTimeoutMs = options.stopTimeoutMs ?? 10_000;
  const requestTimeoutMs = options.requestTimeoutMs ?? 30_000;
  const now = options.now ?? Date.now;
  const attachPollMs = options.attachPollMs ?? 2_000;
  let state: ServiceState = { state: 'stopped' };
  let run: Run<ServicePort> | null = null;
  let restartTimer: ReturnType<typeof setTimeout> | null = null;
  let attached: AttachableService | null = null;
  let attachTimer: ReturnType<typeof setInterval> | null = null;
  let nextRequestId = 0;
  const listeners = new Set<(state: ServiceState) => void>();
  const waiting: Waiter<RendererPort>[] = [];
  /** Requests in flight by id; settled with the answer, or null and why there is none. */
  const requests = new Map<number, (answer: Answer | null, why: string) => void>();

  const setState = (next: ServiceState) => {
    state = next;
    for (const listener of listeners) listener(next);
  };

  const handOver = (current: Run<ServicePort>): RendererPort => {
    const pair = options.createChannel();
    current.process.post({ type: 'connect' }, pair.service);
    return pair.renderer;
  };

  const settleWaiting = (error: Error | null) => {
    for (const waiter of waiting.splice(0)) {
      if (error) waiter.reject(error);
      else if (run) waiter.resolve(handOver(run));
    }
  };

  const failRequests = (why: string) => {
    for (const settle of requests.values()) settle(null, why);
  };

  /** Sends a request to the running service and reads its answer (null when there is none). */
  const ask = <T>(
    build: (requestId: number) => HostMessage,
    read: (answer: Answer | null, why: string) => T,
  ): Promise<T> => {
    const current = run;
    if (state.state !== 'running' || !current) {
      return Promise.resolve(read(null, 'the service is not running'));
    }
    const requestId = nextRequestId++;
    return new Promise<T>((resolve) => {
      const settle = (answer: Answer | null, why: string) => {
        clearTimeout(timer);
        requests.delete(requestId);
        resolve(read(answer, why));
      };
      const timer = setTimeout(() => settle(null, 'the service did not answer'), requestTimeoutMs);
      requests.set(requestId, settle);
      current.process.post(build(requestId));
    });
  };

  const onMessage = (current: Run<ServicePort>, raw: unknown) => {
    if (run !== current) return;
    const message = readMessage(ServiceMessage, raw);
    if (!message) {
      options.log('service host: dropped a malformed message from the service');
      return;
    }
    if (message.type === 'ready') {
      if (current.startTimer) clearTimeout(current.startTimer);
      current.startTimer = null;
      options.log(`service ready (pid ${message.pid}, HTTP ${message.apiUrl ?? 'off'})`);
      setState({ state: 'running', apiUrl: message.apiUrl });
      settleWaiting(null);
    } else if (message.type === 'start-failed') {
      current.reason = `the service failed to start: ${message.message}`;
      current.process.kill();
    } else if (message.type === 'unlocked' || message.type === 'icon-answer') {
      requests.get(message.requestId)?.(message, '');
    } else if (message.type === 'restart') {
      options.log('the service asked for a restart (new settings)');
      void restart();
    }
  };

  const detach = () => {
    if (attachTimer) clearInterval(attachTimer);
    attachTimer = null;
    attached = null;
  };

  /** Shows what the service holding the data dir offers: its terminal, or why there is none. */
  const follow = (holder: DataDirHolder) => {
    if ('refuse' in holder) {
      attached = null;
      const { pid, url } = holder.refuse;
      const why = url === null ? 'it has no HTTP port' : 'it offers no renderer token';
      const reason = `the data dir is in use by another Marketdesk service (pid ${pid}) that the app cannot attach to: ${why}; quit that service or give the app another data dir`;
      if (state.state === 'failed' && state.reason === reason) return;
      options.log(reason);
      setState({ state: 'failed', reason, logFile: options.logFile });
      return;
    }
    if (attached?.pid === holder.attach.pid && attached.url === holder.attach.url) return;
    attached = holder.attach;
    options.log(`attached to the service of pid ${attached.pid} (${attached.url})`);
    setState({ state: 'attached', pid: attached.pid, apiUrl: attached.url });
  };

  /**
   * Our service could not have the data dir: another service holds it. Attach to that one and
   * watch it; once it is gone, start our own (the restart path). True when another one holds it.
   */
  const attachToHolder = (): boolean => {
    const holder = options.findRunning?.();
    if (!holder) return false;
    follow(holder);
    attachTimer = setInterval(() => {
      const still = options.findRunning?.();
      if (still) {
        follow(still);
        return;
      }
      options.log('the service holding the data dir is gone: starting our own');
      detach();
      launch();
    }, attachPollMs);
    return true;
  };

  const onExit = (current: Run<ServicePort>, code: number | null) => {
    if (current.startTimer) clearTimeout(current.startTimer);
    if (run !== current) return;
    run = null;
    if (current.expectedExit) return;
    const reason = current.reason ?? `the service stopped unexpectedly (exit code ${code})`;
    options.log(reason);
    failRequests('the service restarted');
    if (attachToHolder()) return;
    const delay = options.policy.onCrash(now());
    if (delay === null) {
      // Connections keep waiting: a restart (new settings) may still bring the service back.
      setState({ state: 'failed', reason, logFile: options.logFile });
      return;
    }
    setState({ state: 'restarting', reason, inMs: delay });
    restartTimer = setTimeout(() => {
      restartTimer = null;
      launch();
    }, delay);
  };

  const launch = () => {
    const process = options.launcher.launch();
    let markExited: () => void = () => undefined;
    const current: Run<ServicePort> = {
      process,
      reason: null,
      expectedExit: false,
      exited: new Promise<void>((resolve) => (markExited = resolve)),
      startTimer: null,
    };
    run = current;
    process.onMessage((message) => onMessage(current, message));
    process.onExit((code) => {
      markExited();
      onExit(current, code);
    });
    current.startTimer = setTimeout(() => {
      current.reason = `the service did not start within ${startTimeoutMs} ms`;
      process.kill();
    }, startTimeoutMs);
    if (state.state !== 'starting' && state.state !== 'restarting') setState({ state: 'starting' });
    process.post({ type: 'start', config: options.startConfig() });
  };

  const stopRun = async () => {
    detach();
    if (restartTimer) clearTimeout(restartTimer);
    restartTimer = null;
    const current = run;
    if (!current) return;
    current.expectedExit = true;
    failRequests('the service is stopping');
    current.process.post({ type: 'stop' });
    const killer = setTimeout(() => {
      options.log(`the service did not stop within ${stopTimeoutMs} ms: killed`);
      current.process.kill();
    }, stopTimeoutMs);
    await current.exited;
    clearTimeout(killer);
  };

  async function restart(): Promise<void> {
    setState({ state: 'starting' });
    await stopRun();
    launch();
  }

  return {
    start() {
      if (run || restartTimer || attachTimer) return;
      launch();
    },
    state: () => state,
    onState(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    connect() {
      if (state.state === 'running' && run) return Promise.resolve(handOver(run));
      if (state.state === 'stopped') return Promise.reject(new Error('the service is stopped'));
      return new Promise<RendererPort>((resolve, reject) => waiting.push({ resolve, reject }));
    },
    unlock(accountId, passphrase) {
      return ask<UnlockResult>(
        (requestId) => ({ type: 'unlock', requestId, accountId, passphrase }),
        (answer, why) => {
          if (answer?.type !== 'unlocked') return { ok: false, message: why };
          return answer.error === null ? { ok: true } : { ok: false, message: answer.error };
        },
      );
    },
    icon(file) {
      return ask<string | null>(
        (requestId) => ({ type: 'icon', requestId, file }),
        (answer) => (answer?.type === 'icon-answer' ? answer.svg : null),
      );
    },
    attachment: () => attached,
    restart,
    async stop() {
      await stopRun();
      setState({ state: 'stopped' });
      settleWaiting(new Error('the service is stopped'));
    },
  };
}
