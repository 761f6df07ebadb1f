// Loaded with `node --import` into the service's Node child process: gives it the
// `process.parentPort` that Electron's utility process has, so that the service entry
// (electron/service/entry.ts) takes the code path it takes inside Electron (parentPortLink and
// MessagePortMain-like ports) instead of its Node stand-in. The host side is nodeLauncher
// (electron/host/node-launcher.ts): an IPC channel cannot transfer a port, so it relays each
// port's frames as envelopes numbered per connection; here they become a port again.
import { MessageChannel } from 'node:worker_threads';

const relayed = new Map();
const listeners = [];
/** Like Electron's parent port, messages wait for the first listener (the entry loads later). */
const queued = [];

/** A MessagePortMain-like port: its 'message' events carry `{ data }`, as Electron's do. */
function mainPort(portId) {
  const { port1, port2 } = new MessageChannel();
  relayed.set(portId, port2);
  port2.on('message', (data) => process.send({ type: 'port-frame', portId, data }));
  port2.on('close', () => {
    if (relayed.delete(portId)) process.send({ type: 'port-close', portId });
  });
  return {
    on(event, listener) {
      if (event === 'message') port1.on('message', (data) => listener({ data }));
      else port1.on(event, listener);
      return this;
    },
    postMessage: (message) => port1.postMessage(message),
    start: () => port1.start(),
    close: () => port1.close(),
  };
}

process.on('message', (message) => {
  const portId = message?.portId;
  if (message?.type === 'port-frame') return relayed.get(portId)?.postMessage(message.data);
  if (message?.type === 'port-close') {
    const port = relayed.get(portId);
    relayed.delete(portId);
    return port?.close();
  }
  const { portId: _portId, ...data } = message;
  const ports = typeof portId === 'number' ? [mainPort(portId)] : [];
  if (listeners.length === 0) queued.push({ data, ports });
  for (const listener of listeners) listener({ data, ports });
});
// A utility process ends with the app that forked it.
process.on('disconnect', () => process.exit(1));

process.parentPort = {
  on(event, listener) {
    if (event !== 'message') return this;
    listeners.push(listener);
    for (const event of queued.splice(0)) listener(event);
    return this;
  },
  postMessage: (message) => process.send(message),
};
