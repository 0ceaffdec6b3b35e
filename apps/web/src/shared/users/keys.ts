/**
 * Query keys of users: the users screens read them, and a change of your own names or of an
 * organization (whose name the lists show) refreshes them through `usersKeys.all`.
 */
export const usersKeys = {
  all: ['users'] as const,
  lists: () => [...usersKeys.all, 'list'] as const,
  list: (params: object) => [...usersKeys.lists(), params] as const,
  subordinateRoles: () => [...usersKeys.all, 'subordinate-roles'] as const,
};
