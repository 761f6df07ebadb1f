export { DEFAULT_CONNECTION_LIMITS, type ConnectionLimits } from './limits.js';
export { answerClientError, createHttpServer } from './http-server.js';
