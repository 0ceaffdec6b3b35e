/**
 * Query keys of the interface's texts. A change of the language fetches everything else again
 * (answers may be in the old language), an import of texts refreshes these; sign-out keeps them.
 */
export const l10nKeys = {
  all: ['l10n'] as const,
  languages: () => [...l10nKeys.all, 'languages'] as const,
  messages: (language: string) => [...l10nKeys.all, 'messages', language] as const,
  /** Whether a query is one of these (the others are fetched again, or dropped at sign-out). */
  owns: (queryKey: readonly unknown[]) => queryKey[0] === l10nKeys.all[0],
};
