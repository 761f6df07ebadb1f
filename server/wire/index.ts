export { answerRawJson } from './raw-answer.js';
export { allowHostNames, foreignRequest, servedOrigin } from './local-hosts.js';
