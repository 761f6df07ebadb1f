import { useRpcQuery } from '../../../lib/queries.js';

// Any wallet's public portfolio: what the venue's data API shows everyone, no key needed.

const FRESH = { refetchInterval: 10_000, staleTime: 5_000 } as const;

export const usePublicPositions = (user: string) =>
  useRpcQuery(
    'publicdata.positions',
    { user, limit: 500, sortBy: 'CURRENT', sortDirection: 'DESC' },
    FRESH,
  );

export const usePublicActivity = (user: string) =>
  useRpcQuery(
    'publicdata.activity',
    { user, limit: 200, sortBy: 'TIMESTAMP', sortDirection: 'DESC' },
    FRESH,
  );

export const usePublicClosedPositions = (user: string) =>
  useRpcQuery(
    'publicdata.closedPositions',
    { user, limit: 50, sortBy: 'TIMESTAMP', sortDirection: 'DESC' },
    FRESH,
  );
