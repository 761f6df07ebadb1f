import { Type } from 'typebox';
import { MirrorStatus, SyncNowBody } from '../mirror.js';
import { ModeAnswer, SetModeAnswer, SetModeInput } from '../settings.js';
import { defineMethod } from './define.js';

// The terminal's choice of mode (local venue or mirror) and upstream URLs, on the renderer's
// channel only (auth `session`): changing it restarts the service on the new settings.

export const settingsMethods = {
  getMode: defineMethod({
    name: 'settings.getMode',
    summary: 'The saved mode and upstream URLs, and what the service runs now',
    auth: 'session',
    limits: [],
    errors: [],
    input: Type.Object({}),
    output: ModeAnswer,
  }),
  setMode: defineMethod({
    name: 'settings.setMode',
    summary: 'Check the upstream URLs by calling them, save the mode and restart on it',
    auth: 'session',
    limits: [],
    errors: ['invalid_input'],
    input: SetModeInput,
    output: SetModeAnswer,
  }),
  // The renderer's "Sync now": the operator's POST /sync (mirror.syncNow) is HTTP-only.
  syncNow: defineMethod({
    name: 'settings.syncNow',
    summary: 'Start a catalog sync now (mirror mode) and answer the status',
    auth: 'session',
    limits: [],
    errors: ['unavailable'],
    input: SyncNowBody,
    output: MirrorStatus,
  }),
};
