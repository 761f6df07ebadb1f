import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { useRpcMutation, useRpcQuery } from '../../../lib/queries.js';
import { ORDER_VIEWS, refetchAccountQueries } from '../../accounts/index.js';

/** The pane follows its grants live while it is open. */
export const GRANTS_POLL_MS = 1_000;
export const AUDIT_LIMIT = 200;

/** Every grant, newest first, with what it has used of its limits; polled while shown. */
export function useGrants() {
  return useRpcQuery('grants.list', {}, { refetchInterval: GRANTS_POLL_MS, staleTime: 0 });
}

/** The audit log, newest first: one grant's, or every grant's; polled while shown. */
export function useGrantAudit(grantId: string | null) {
  const params = grantId ? { grantId, limit: AUDIT_LIMIT } : { limit: AUDIT_LIMIT };
  return useRpcQuery('grants.audit', params, {
    refetchInterval: GRANTS_POLL_MS,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

/** Issues a grant; its token is in the answer, and only there. */
export function useCreateGrant() {
  const client = useQueryClient();
  return useRpcMutation('grants.create', {
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['grants.list'] });
      void client.invalidateQueries({ queryKey: ['grants.audit'] });
    },
  });
}

/** Revokes one grant, or every grant without an id, and cancels their open orders. */
export function useRevokeGrants() {
  const client = useQueryClient();
  return useRpcMutation('grants.revoke', {
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['grants.list'] });
      void client.invalidateQueries({ queryKey: ['grants.audit'] });
      // The cancelled orders leave the portfolio's open orders.
      void refetchAccountQueries(client, ORDER_VIEWS);
    },
  });
}
