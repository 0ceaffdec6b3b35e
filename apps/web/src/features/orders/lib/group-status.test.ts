import { ORDER_STATUS_TRANSITIONS } from '@cargo/domain';
import { describe, expect, it } from 'vitest';
import { commonNextStatuses } from './group-status';

const at = (...statuses: (keyof typeof ORDER_STATUS_TRANSITIONS)[]) =>
  statuses.map((status) => ({ nextStatuses: [...ORDER_STATUS_TRANSITIONS[status]] }));

describe('commonNextStatuses', () => {
  it('offers what every delivery order of the group may take, in the first one’s order', () => {
    const common = commonNextStatuses(at('NEW', 'CONFIRMED'));
    expect(common.length).toBeGreaterThan(0);
    for (const status of common) {
      expect(ORDER_STATUS_TRANSITIONS.NEW).toContain(status);
      expect(ORDER_STATUS_TRANSITIONS.CONFIRMED).toContain(status);
    }
    // CONFIRMED is the first's next step, and not one a confirmed delivery order can take again.
    expect(common).not.toContain('CONFIRMED');
    expect(common).toContain('CANCELLED');
  });

  it('offers nothing when one of them is final, or for no delivery orders', () => {
    expect(commonNextStatuses(at('NEW', 'ARCHIVED'))).toEqual([]);
    expect(commonNextStatuses([])).toEqual([]);
  });

  it('offers a lone delivery order its own next statuses', () => {
    expect(commonNextStatuses(at('IN_TRANSIT'))).toEqual([...ORDER_STATUS_TRANSITIONS.IN_TRANSIT]);
  });
});
