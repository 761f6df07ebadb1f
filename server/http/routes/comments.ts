import { Type } from 'typebox';
import { Comment, CommentsQuery, ErrorBody, UserAddressParams } from '../../contract/index.js';
import type { AppDeps } from '../app.js';
import type { TypedFastify } from '../typed.js';

/** GET /comments/user_address/{user_address}: a wallet's comments, newest first. */
export function commentRoutes(app: TypedFastify, { catalog }: AppDeps): void {
  app.get(
    '/comments/user_address/:user_address',
    {
      config: { limits: ['catalog'] },
      schema: {
        tags: ['catalog'],
        summary: "A wallet's comments",
        params: UserAddressParams,
        querystring: CommentsQuery,
        response: { 200: Type.Array(Comment), 400: ErrorBody, 429: ErrorBody },
      },
    },
    async (request) => catalog.commentsByUser(request.params.user_address, request.query),
  );
}
