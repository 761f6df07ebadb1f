export { createRewards, type Rewards, type RewardsDeps } from './rewards-service.js';
export { createRewardsHandlers } from './methods.js';
export { SAMPLE_INTERVAL_MS, SAMPLES_PER_DAY } from './sampler.js';
