import { messagesOf, type Job } from '@cargo/domain';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { renderScreen } from '../../test/render-screen';
import { JobProgressBar } from './job-progress-bar';

const ended = (error: string): Job => ({
  id: 'b9d6c7a0-1f4e-4e8f-9a57-2d1c3e4f5a6b',
  kind: 'tariff-import',
  phase: 'END',
  done: 3,
  total: 10,
  result: null,
  error,
  createdAt: '2026-01-10T09:00:00.000Z',
  updatedAt: '2026-01-10T09:01:00.000Z',
});

describe('a job that ended with an error', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says why in the user’s language when the error is a catalogue key', async () => {
    for (const language of ['zh', 'ru'] as const) {
      fakeApi();
      const view = renderScreen(
        <JobProgressBar state={{ status: 'ended', job: ended('jobs.interrupted') }} label="Import progress" />,
        { language },
      );
      expect(await screen.findByText(messagesOf(language)['jobs.interrupted'])).toBeTruthy();
      expect(screen.queryByText('jobs.interrupted')).toBeNull();
      view.unmount();
    }
  });

  it('shows an error that is no key as it came', async () => {
    fakeApi();
    renderScreen(
      <JobProgressBar
        state={{ status: 'ended', job: ended('Disk full on the import worker') }}
        label="Import progress"
      />,
      { language: 'ru' },
    );
    expect(await screen.findByText('Disk full on the import worker')).toBeTruthy();
  });
});
