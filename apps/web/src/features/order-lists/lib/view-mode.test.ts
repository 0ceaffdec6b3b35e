import { describe, expect, it } from 'vitest';
import { viewModeOf, withViewMode } from './view-mode';

describe('the view of the orders list', () => {
  it('is expanded unless the address says brief', () => {
    expect(viewModeOf(null)).toBe('expanded');
    expect(viewModeOf('brief')).toBe('brief');
    expect(viewModeOf('compact')).toBe('expanded');
  });

  it('keeps brief in the address and leaves it for the default, the rest of the address kept', () => {
    expect(withViewMode('group=ACTIVE', 'brief').toString()).toBe('group=ACTIVE&view=brief');
    expect(withViewMode('group=ACTIVE&view=brief', 'expanded').toString()).toBe('group=ACTIVE');
  });
});
