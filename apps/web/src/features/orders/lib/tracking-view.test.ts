import { TRACKING_DATES, type TrackingDayView } from '@cargo/domain';
import { describe, expect, it } from 'vitest';
import { changedTracking, lastReached, trackingRows } from './tracking-view';

const day = (date: TrackingDayView['date'], planned: string | null, actual: string | null): TrackingDayView => ({
  date,
  planned,
  actual,
});

const tracking: TrackingDayView[] = [
  day('PICKUP_READY', '2026-05-04', '2026-05-04'),
  day('ORIGIN_HUB_DEPARTURE', '2026-05-10', '2026-05-12'),
  day('ARRIVAL_HUB', '2026-06-20', null),
];

describe('the tracking timeline', () => {
  it('lists the dates with a day in the order they happen, each marked done, late or pending', () => {
    expect(trackingRows([...tracking].reverse())).toEqual([
      { date: 'PICKUP_READY', planned: '2026-05-04', actual: '2026-05-04', state: 'done' },
      { date: 'ORIGIN_HUB_DEPARTURE', planned: '2026-05-10', actual: '2026-05-12', state: 'late' },
      { date: 'ARRIVAL_HUB', planned: '2026-06-20', actual: null, state: 'pending' },
    ]);
  });

  it('lists every date when asked, those left out of the answer empty', () => {
    const rows = trackingRows(tracking, true);
    expect(rows.map((row) => row.date)).toEqual([...TRACKING_DATES]);
    expect(rows.find((row) => row.date === 'DELIVERY')).toEqual({
      date: 'DELIVERY',
      planned: null,
      actual: null,
      state: 'pending',
    });
  });

  it('counts an actual day without a plan, or earlier than planned, as done', () => {
    expect(trackingRows([day('DELIVERY', null, '2026-07-01'), day('INVOICE', '2026-07-10', '2026-07-02')])).toEqual([
      { date: 'DELIVERY', planned: null, actual: '2026-07-01', state: 'done' },
      { date: 'INVOICE', planned: '2026-07-10', actual: '2026-07-02', state: 'done' },
    ]);
  });

  it('tells where the cargo is: the last date that happened', () => {
    expect(lastReached(trackingRows(tracking))).toBe('ORIGIN_HUB_DEPARTURE');
    expect(lastReached(trackingRows([day('PICKUP_READY', '2026-05-04', null)]))).toBeNull();
  });
});

describe('a change of the tracking dates', () => {
  it('sends only the dates that changed, with both their days', () => {
    const after = TRACKING_DATES.map((date) => {
      const was = tracking.find((item) => item.date === date);
      return { date, planned: was?.planned ?? null, actual: was?.actual ?? null };
    });
    expect(changedTracking(tracking, after)).toBeNull();
    after[TRACKING_DATES.indexOf('ARRIVAL_HUB')]!.actual = '2026-06-21';
    after[TRACKING_DATES.indexOf('DELIVERY')]!.planned = '2026-06-30';
    expect(changedTracking(tracking, after)).toEqual({
      dates: [
        { date: 'ARRIVAL_HUB', planned: '2026-06-20', actual: '2026-06-21' },
        { date: 'DELIVERY', planned: '2026-06-30', actual: null },
      ],
    });
  });
});
