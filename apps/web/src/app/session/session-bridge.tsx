import { useQueryClient } from '@tanstack/react-query';
import { effectiveLanguage } from '@cargo/domain';
import { useEffect, useRef } from 'react';
import type { DataRouter } from 'react-router';
import { l10nKeys, useI18n } from '../../shared/i18n';
import { startSession, useSession } from '../../shared/session';

/**
 * Starts the session once the router exists (Product specification, shell §4) and keeps the rest of the app in
 * step with it: answers cached for one user are dropped when another signs in or out, and an
 * international organization's user is switched from Russian to English.
 */
export function SessionBridge({ router }: { router: DataRouter }) {
  const queryClient = useQueryClient();
  const { user } = useSession();
  const { language, changeLanguage } = useI18n();
  const userId = user?.id ?? null;
  const previous = useRef<number | null | undefined>(undefined);

  useEffect(() => {
    void startSession({ navigate: (to) => router.navigate(to) });
  }, [router]);

  useEffect(() => {
    if (previous.current !== undefined && previous.current !== userId)
      queryClient.removeQueries({ predicate: (query) => !l10nKeys.owns(query.queryKey) });
    previous.current = userId;
  }, [userId, queryClient]);

  const wanted = effectiveLanguage(language, user?.organization);
  useEffect(() => {
    if (wanted !== language) void changeLanguage(wanted).catch(() => undefined);
  }, [wanted, language, changeLanguage]);
  return null;
}
