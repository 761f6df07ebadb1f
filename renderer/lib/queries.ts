import {
  queryOptions,
  useMutation,
  useQuery,
  type UseMutationOptions,
  type UseQueryOptions,
} from '@tanstack/react-query';
import type { MethodName, Methods, OutputOf, ParamsOf } from '../../server/contract/index.js';
import type { CallError, Transport } from './transport.js';
import { useTransport } from './transport-context.js';

declare module '@tanstack/react-query' {
  interface Register {
    /** Every query and mutation of the renderer goes through the Transport: its errors. */
    defaultError: CallError;
  }
}

export type RpcOutput<M extends MethodName> = OutputOf<Methods[M]>;
export type RpcParams<M extends MethodName> = ParamsOf<Methods[M]>;
export type RpcQueryKey<M extends MethodName> = readonly [M, RpcParams<M>];

/** The query key of a call: `[method, params]`; invalidate `[method]` to refresh every call. */
export const rpcQueryKey = <M extends MethodName>(
  method: M,
  params: RpcParams<M>,
): RpcQueryKey<M> => [method, params] as const;

/** Turns anything a call rejects with into a CallError (the transport's own, or a bug). */
export function toCallError(error: unknown): CallError {
  if (typeof error === 'object' && error !== null && 'code' in error && 'message' in error) {
    return error as CallError;
  }
  return { code: 'internal', message: error instanceof Error ? error.message : String(error) };
}

/** Query options for one call, for `useQuery`, `prefetchQuery` or `ensureQueryData`. */
export function rpcQueryOptions<M extends MethodName>(
  transport: Transport,
  method: M,
  params: RpcParams<M>,
) {
  return queryOptions<RpcOutput<M>, CallError, RpcOutput<M>, RpcQueryKey<M>>({
    queryKey: rpcQueryKey(method, params),
    queryFn: () =>
      transport.call(method, params).catch((error: unknown) => {
        throw toCallError(error);
      }),
  });
}

export type RpcQueryOptions<M extends MethodName, TData = RpcOutput<M>> = Omit<
  UseQueryOptions<RpcOutput<M>, CallError, TData, RpcQueryKey<M>>,
  'queryKey' | 'queryFn'
>;

export function useRpcQuery<M extends MethodName, TData = RpcOutput<M>>(
  method: M,
  params: RpcParams<M>,
  options?: RpcQueryOptions<M, TData>,
) {
  const transport = useTransport();
  const { queryKey, queryFn } = rpcQueryOptions(transport, method, params);
  return useQuery<RpcOutput<M>, CallError, TData, RpcQueryKey<M>>({
    ...options,
    queryKey,
    queryFn,
  });
}

export type RpcMutationOptions<M extends MethodName, TContext = unknown> = Omit<
  UseMutationOptions<RpcOutput<M>, CallError, RpcParams<M>, TContext>,
  'mutationFn'
>;

export function useRpcMutation<M extends MethodName, TContext = unknown>(
  method: M,
  options?: RpcMutationOptions<M, TContext>,
) {
  const transport = useTransport();
  return useMutation<RpcOutput<M>, CallError, RpcParams<M>, TContext>({
    mutationKey: [method],
    mutationFn: (params) =>
      transport.call(method, params).catch((error: unknown) => {
        throw toCallError(error);
      }),
    ...options,
  });
}
