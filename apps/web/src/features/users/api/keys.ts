/** Query keys of the users screens: invalidating `usersKeys.all` refreshes every list. */
export const usersKeys = {
  all: ['users'] as const,
  lists: () => [...usersKeys.all, 'list'] as const,
  list: (params: object) => [...usersKeys.lists(), params] as const,
  subordinateRoles: () => [...usersKeys.all, 'subordinate-roles'] as const,
};
