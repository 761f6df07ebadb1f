import { Type } from 'typebox';
import { Comment, CommentsQuery, ErrorBody, UserAddressParams } from '../../contract/index.js';
import type { MethodRoute } from '../method-routes.js';

/** GET /comments/user_address/{user_address}: a wallet's comments, newest first. */
export function commentRoutes(route: MethodRoute): void {
  route('GET', '/comments/user_address/:user_address', 'catalog.comments', {
    schema: {
      tags: ['catalog'],
      summary: "A wallet's comments",
      params: UserAddressParams,
      querystring: CommentsQuery,
      response: { 200: Type.Array(Comment), 400: ErrorBody, 429: ErrorBody },
    },
  });
}
