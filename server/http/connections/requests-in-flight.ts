import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

interface ConnectionWork {
  running: number;
  waiting: [IncomingMessage, ServerResponse][];
}

/**
 * Bounds the requests one connection has in flight. node:http hands every request of a
 * pipelined chunk to the handler at once and keeps each answer in memory until those before it
 * are sent, so one connection pipelining thousands of requests would hold thousands of answers.
 * Past `max` running requests, the next ones wait (a request object costs little; its answer
 * is what is large) and the socket is paused, so no more is read until the backlog drains.
 * node:http's own pause (answers not being read) wins over the resume here: it re-pauses a
 * socket resumed while it holds it paused.
 */
export function boundRequestsInFlight(max: number, handle: Handler): Handler {
  const work = new WeakMap<Socket, ConnectionWork>();

  const start = (
    state: ConnectionWork,
    socket: Socket,
    request: IncomingMessage,
    response: ServerResponse,
  ) => {
    state.running += 1;
    response.once('close', () => {
      state.running -= 1;
      // A closed connection's waiting requests will never be answered: drop them.
      if (socket.destroyed) state.waiting.length = 0;
      const next = state.waiting.shift();
      if (next) start(state, socket, ...next);
      else if (!socket.destroyed) socket.resume();
    });
    handle(request, response);
  };

  return (request, response) => {
    const socket = request.socket;
    let state = work.get(socket);
    if (!state) {
      state = { running: 0, waiting: [] };
      work.set(socket, state);
    }
    if (state.running < max) start(state, socket, request, response);
    else state.waiting.push([request, response]);
    if (state.running + state.waiting.length >= max) socket.pause();
  };
}
