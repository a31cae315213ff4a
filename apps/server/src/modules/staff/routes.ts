import {
  apiErrorSchema,
  staffChangedSchema,
  staffGrantSchema,
  staffListSchema,
  staffMemberParamsSchema,
  staffRemovedSchema,
  staffRoleChangeSchema,
  STAFF_PATHS,
} from '@pasal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { refuse } from '../../lib/refusal.js';
import { changeRole, grantRole, listStaff, removeRole } from './service.js';
import { routePath } from '../../lib/route-path.js';

// Staff accounts (admins only): who may use the back office and with which role.

const security = [{ bearer: [] }];
const adminOnly =
  'Admins only: 401 without a token, 403 for a customer or staff member. The first admin is made with `npm run user:make-staff -- <email> --role admin`.';
const sessionsEnd =
  "The person's sessions end (they sign in again); their current access token can still read for at most 15 minutes, but every staff write checks the role in the database first.";

function adminIdOf(request: { user: { userId: number } | null }): number {
  if (!request.user) throw refuse('sign_in_required');
  return request.user.userId;
}

const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    routePath(STAFF_PATHS.staff),
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Every staff member and admin (admins first, then by name)',
        description: adminOnly,
        security,
        response: { 200: staffListSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async () => listStaff(app.services.database.db),
  );

  app.post(
    routePath(STAFF_PATHS.staff),
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Give an existing account the staff or admin role, by e-mail',
        description: `404 when no account uses the address (the person signs up first); 409 when the account already has a role (change it instead). The role takes effect when the person next signs in or their session refreshes. ${adminOnly}`,
        security,
        body: staffGrantSchema,
        response: {
          201: staffChangedSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const granted = await grantRole(app.services.database.db, request.body.email, request.body.role);
      return reply.status(201).send(granted);
    },
  );

  app.patch(
    routePath(STAFF_PATHS.member, ':user_id'),
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: "Change a staff member's role (staff ↔ admin)",
        description: `${sessionsEnd} 409 when an admin would lower their own role or the shop's last admin. 404 when the account has no staff role. ${adminOnly}`,
        security,
        params: staffMemberParamsSchema,
        body: staffRoleChangeSchema,
        response: {
          200: staffChangedSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request) =>
      changeRole(app.services.database.db, request.params.user_id, request.body.role, {
        actorId: adminIdOf(request),
        now: app.services.now(),
      }),
  );

  app.delete(
    routePath(STAFF_PATHS.member, ':user_id'),
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: "Remove a person's staff or admin role (back to customer)",
        description: `${sessionsEnd} The account, its orders and reviews stay. 409 for your own admin role or the shop's last admin. 404 when the account has no staff role. ${adminOnly}`,
        security,
        params: staffMemberParamsSchema,
        response: {
          200: staffRemovedSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request) =>
      removeRole(app.services.database.db, request.params.user_id, {
        actorId: adminIdOf(request),
        now: app.services.now(),
      }),
  );
};

export default staffRoutes;
