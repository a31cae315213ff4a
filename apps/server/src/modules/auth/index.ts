// Public surface of the auth module: other modules import only this file (eslint/server-boundaries.js,
// docs/architecture.md#module-map). Tables are not here: read them through db/schema.ts.
export { default as authRoutes } from './routes.js';
export { adminExists, answerSignedIn, createFirstAdmin } from './first-admin.js';
export { limitCounter } from './limit-counters.js';
export { hashPasswordsForTests, limitPasswordHashing } from './password.js';
export { revokeAllForUser, startRefreshFamily } from './tokens.js';
export {
  createPasswordlessCustomer,
  currentRoleOf,
  disableUser,
  enableUser,
  findUserByEmail,
  findUserById,
  grantRoleToCustomer,
  isDisabled,
  refuseDisabledWriter,
  setUserRole,
  toProfile,
  toSessionUser,
  updateUser,
  type RoleHolder,
} from './users.js';
// Erasing an account on request (the customers module checks the rules and calls the other owners).
export { erasedEmail, eraseUser } from './erase.js';
