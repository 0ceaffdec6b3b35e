import type { CurrentUser } from '@cargo/domain';
import { describe, expect, it } from 'vitest';
import { mayEditDelivery } from './delivery-access';

const user = (role: CurrentUser['generalRole'], organizationId: number) =>
  ({
    roles: [{ id: role }],
    organization: { id: organizationId, domain: null, parentId: null, profiles: [], disableIntegratorReward: false },
  }) as unknown as CurrentUser;

describe('who edits a delivery order', () => {
  const delivery = { carrierOrganizationId: 7 };

  it('operators and the carrying organization’s partners', () => {
    expect(mayEditDelivery(user('OPERATOR', 1), delivery)).toBe(true);
    expect(mayEditDelivery(user('PARTNER_MANAGER', 7), delivery)).toBe(true);
    expect(mayEditDelivery(user('PARTNER_ADMIN', 7), delivery)).toBe(true);
  });

  it('not another carrier, a client, or nobody signed in', () => {
    expect(mayEditDelivery(user('PARTNER_ADMIN', 8), delivery)).toBe(false);
    expect(mayEditDelivery(user('CLIENT', 7), delivery)).toBe(false);
    expect(mayEditDelivery(null, delivery)).toBe(false);
  });
});
