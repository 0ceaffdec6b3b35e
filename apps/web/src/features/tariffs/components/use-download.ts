import { useState } from 'react';
import { isApiError } from '../../../shared/http';
import { useNotify } from '../../../shared/ui';

/**
 * Downloads started from buttons: which one is under way (its button spins), and the API's
 * message when one fails.
 */
export function useDownload() {
  const notify = useNotify();
  const [busy, setBusy] = useState<string | null>(null);
  async function run(key: string, download: () => Promise<void>) {
    setBusy(key);
    try {
      await download();
    } catch (error) {
      if (!isApiError(error)) throw error;
      notify.error(error.message);
    } finally {
      setBusy(null);
    }
  }
  return { busy, run: (key: string, download: () => Promise<void>) => void run(key, download) };
}
