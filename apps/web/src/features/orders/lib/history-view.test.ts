import { describe, expect, it } from 'vitest';
import { historyChanges, historyValue } from './history-view';

describe('an order’s history line', () => {
  it('shows a status change from one status to the next', () => {
    expect(historyChanges({ action: 'STATUS', before: { status: 'NEW' }, after: { status: 'CONFIRMED' } })).toEqual([
      {
        path: [{ kind: 'field', name: 'status' }],
        before: { kind: 'status', status: 'NEW' },
        after: { kind: 'status', status: 'CONFIRMED' },
      },
    ]);
  });

  it('reads nested tracking dates as paths and leaves out what did not change', () => {
    const changes = historyChanges({
      action: 'TRACKING',
      before: { ORIGIN_HUB_DEPARTURE: { planned: '2026-05-10', actual: null }, status: 'CONFIRMED' },
      after: { ORIGIN_HUB_DEPARTURE: { planned: '2026-05-10', actual: '2026-05-12' }, status: 'CONFIRMED' },
    });
    expect(changes).toEqual([
      {
        path: [
          { kind: 'tracking', date: 'ORIGIN_HUB_DEPARTURE' },
          { kind: 'field', name: 'actual' },
        ],
        before: { kind: 'none' },
        after: { kind: 'day', day: '2026-05-12' },
      },
    ]);
  });

  it('shows a booking (nothing before) and a field that was cleared', () => {
    expect(historyChanges({ action: 'EXTERNAL_ID', before: null, after: { externalId: 'EXT-1' } })).toEqual([
      {
        path: [{ kind: 'field', name: 'externalId' }],
        before: { kind: 'none' },
        after: { kind: 'text', text: 'EXT-1' },
      },
    ]);
    expect(
      historyChanges({ action: 'EXTERNAL_ID', before: { externalId: 'EXT-1' }, after: { externalId: null } })[0]?.after,
    ).toEqual({
      kind: 'none',
    });
  });

  it('says nothing more of a booking than that it was booked, and reads a moved creation date as its day', () => {
    expect(historyChanges({ action: 'BOOKED', before: null, after: { number: '1001', totalUsd: 5 } })).toEqual([]);
    expect(
      historyChanges({
        action: 'CREATED_AT',
        before: { createdAt: '2026-05-04T08:12:33.000Z' },
        after: { createdAt: '2026-05-01T00:00:00.000Z' },
      }),
    ).toEqual([
      {
        path: [{ kind: 'field', name: 'createdAt' }],
        before: { kind: 'day', day: '2026-05-04' },
        after: { kind: 'day', day: '2026-05-01' },
      },
    ]);
  });

  it('shows money, people by name and lists as they read', () => {
    expect(historyValue({ amount: 125050, currency: 'USD' })).toEqual({
      kind: 'money',
      money: { amount: 125050, currency: 'USD' },
    });
    expect(historyValue({ id: 4, name: 'Olga Petrova' })).toEqual({ kind: 'text', text: 'Olga Petrova' });
    expect(historyValue(['HB-1', 'HB-2'])).toEqual({ kind: 'text', text: 'HB-1, HB-2' });
    expect(historyValue([])).toEqual({ kind: 'none' });
    expect(historyValue(true)).toEqual({ kind: 'text', text: 'true' });
    expect(
      historyChanges({
        action: 'STATUS',
        before: { manager: null },
        after: { manager: { id: 4, name: 'Olga Petrova' } },
      })[0],
    ).toMatchObject({ path: [{ kind: 'field', name: 'manager' }], after: { kind: 'text', text: 'Olga Petrova' } });
  });
});
