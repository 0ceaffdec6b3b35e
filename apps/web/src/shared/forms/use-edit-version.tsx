import { Alert, Button } from 'antd';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { isApiError } from '../http';
import './use-edit-version.css';
import { useT } from '../i18n';

export interface EditVersion {
  /** The version the form holds: send it with the save (`ifMatch`). */
  version: number | undefined;
  /** Call with a save's error: true when someone else had changed the object (412), now shown. */
  conflicted(error: unknown): boolean;
  /** The conflict above the form, with Reload; null while there is none. */
  notice: ReactNode;
}

/**
 * Optimistic concurrency of an edit form (docs/decisions.md D94): keeps the version
 * the form was read at, for the save to send as If-Match; when the API answers 412, says that
 * someone else changed it and offers Reload. The user's input stays in the form until they reload:
 * `reload` reads the object again and `onReloaded` puts it in the form (a form fed by a query
 * leaves it out: refetching feeds it), and its version is kept. A new `read` version (the query
 * read the object again) replaces the one kept.
 */
export function useEditVersion<T extends { version: number }>(
  read: number | undefined,
  reload: () => Promise<T | null | undefined>,
  onReloaded: (fresh: T) => void = () => {},
): EditVersion {
  const t = useT();
  const [kept, setKept] = useState({ read, version: read });
  const [conflict, setConflict] = useState(false);
  const [reloading, setReloading] = useState(false);
  // Adjusted while rendering (not in an effect), so a save never sends the version before it.
  if (kept.read !== read) setKept({ read, version: read });
  // The notice stands above the form; who saved from a field further down is shown it.
  const noticeRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (conflict) noticeRef.current?.scrollIntoView({ block: 'nearest' });
  }, [conflict]);

  async function reloadNow() {
    setReloading(true);
    try {
      const fresh = await reload();
      if (fresh) {
        setKept((current) => ({ ...current, version: fresh.version }));
        onReloaded(fresh);
      }
      setConflict(false);
    } finally {
      setReloading(false);
    }
  }

  const notice = conflict ? (
    <div ref={noticeRef} className="edit-conflict-notice">
      <Alert
        className="edit-conflict"
        type="warning"
        showIcon
        title={t('admin.common.editConflict')}
        description={t('admin.common.editConflictHint')}
        action={
          <Button size="small" loading={reloading} onClick={() => void reloadNow()}>
            {t('admin.common.reload')}
          </Button>
        }
      />
    </div>
  ) : null;

  return {
    version: kept.version,
    conflicted(error) {
      if (!isApiError(error) || error.status !== 412) return false;
      setConflict(true);
      return true;
    },
    notice,
  };
}
