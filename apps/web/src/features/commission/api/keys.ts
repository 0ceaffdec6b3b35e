/** Query keys of the commission screens: a change of any rule refreshes every list and pair. */
export const commissionKeys = {
  all: ['commission'] as const,
  list: (params: object) => [...commissionKeys.all, 'list', params] as const,
};
