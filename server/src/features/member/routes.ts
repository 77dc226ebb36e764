import type { FastifyPluginAsync } from 'fastify';
import { memberAdminRoutes } from './admin-routes.ts';
import { favoriteRoutes } from './favorite-routes.ts';
import { profileRoutes } from './profile-routes.ts';
import type { RateLimiter } from '../rate-limits/service.ts';
import type { MemberService } from './service.ts';

/** Every member-area call: favourites, the own profile and the administrators' view of any profile. */
export const memberRoutes: FastifyPluginAsync<MemberService & { rateLimiter: Pick<RateLimiter, 'daily'> }> = async (
  app,
  { favorites, profile, rateLimiter },
) => {
  await app.register(favoriteRoutes, { favorites, rateLimiter });
  await app.register(profileRoutes, { profile });
  await app.register(memberAdminRoutes, { profile });
};
