/**
 * The entry of the users module: what other modules, server.ts, the seed and the tests may use.
 * Users of an organization, their roles and blocking, and the signed-in user's own account.
 */
export { currentUserRoutes } from './current-user.routes.js';
export { createCurrentUserService, type CurrentUserService } from './current-user.service.js';
export { usersRoutes } from './users.routes.js';
export { createUsersService, type UsersService } from './users.service.js';
export {
  findUserRow,
  findUserRowByEmail,
  insertUser,
  registeredEmails,
  updateUserRow,
  type UserRow,
} from './users.shared.js';
