import { messagesOf, type TariffFile } from '@cargo/domain';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { data, fakeApi } from '../../../test/fake-api';
import { renderScreen } from '../../../test/render-screen';
import { FilesDrawer } from './files-drawer';

const file = (id: number, failure: string | null): TariffFile => ({
  id,
  name: `sea-${id}.xlsx`,
  size: 2048,
  uploadedAt: '2026-01-10T09:00:00.000Z',
  uploadedBy: { id: 5, name: 'Anna Partner' },
  organization: { id: 3, name: 'Demo Sea Lines' },
  imported: null,
  errorCount: null,
  jobId: null,
  failure,
  hasAnnotated: false,
});

describe('the last uploaded files', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('say why an import ended without a result, in the user’s language', async () => {
    for (const language of ['zh', 'ru'] as const) {
      const texts = messagesOf(language);
      fakeApi({
        'GET /tariffs/sea/files': data({ items: [file(1, 'jobs.interrupted'), file(2, 'no.such.key')], total: 2 }),
      });
      const view = renderScreen(<FilesDrawer kind="sea" operator={false} open onClose={() => {}} />, { language });
      expect(await screen.findByText(texts['jobs.interrupted'])).toBeTruthy();
      // A reason the catalogue does not know reads as a failed job, never as a key.
      expect(screen.getByText(texts['jobs.progress.failed'])).toBeTruthy();
      expect(screen.queryByText('jobs.interrupted')).toBeNull();
      expect(screen.queryByText('no.such.key')).toBeNull();
      view.unmount();
    }
  });
});
