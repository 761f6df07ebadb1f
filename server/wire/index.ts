export { answerRawJson } from './raw-answer.js';
