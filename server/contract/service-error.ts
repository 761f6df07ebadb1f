/**
 * A rejection that any layer may raise and the transports turn into `{"error": message}`
 * with `status` (HTTP status or its equivalent over IPC/WebSocket).
 */
export class ServiceError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ServiceError';
  }
}

/** 400 naming the offending parameter. */
export const badParameter = (name: string, problem: string): ServiceError =>
  new ServiceError(400, `${name} ${problem}`);

export const notFound = (what: string): ServiceError => new ServiceError(404, `${what} not found`);
