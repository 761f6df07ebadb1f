// The accounts feature's public API: other features and app/ import it from here only.
export {
  FILL_VIEWS,
  invalidateAccountData,
  ORDER_VIEWS,
  queriesChangedBy,
  refetchAccountQueries,
} from './api/account-data.js';
export { useAccountQuery } from './api/account-query.js';
export { useVaultMutation } from './api/vault-mutation.js';
export {
  shortAddress,
  useCurrentAccount,
  usePayingAddress,
  useVaultStatus,
} from './api/vault-status.js';
export { UnlockPrompt } from './components/unlock-prompt.js';
