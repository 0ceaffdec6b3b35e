import { describe, expect, it } from 'vitest';
import type { Role } from '../access/roles.js';
import { mayWorkDelivery } from './delivery-work.js';

const who = (role: Role, organizationId: number) => ({ roles: [role], organizationId });

describe('who works a delivery order', () => {
  const delivery = { carrierOrganizationId: 7 };

  it('operators, whatever organization carries it, and the carrying organization’s partners', () => {
    expect(mayWorkDelivery(who('OPERATOR', 1), delivery)).toBe(true);
    expect(mayWorkDelivery(who('OPERATOR_ADMIN', 1), delivery)).toBe(true);
    expect(mayWorkDelivery(who('PARTNER_MANAGER', 7), delivery)).toBe(true);
    expect(mayWorkDelivery(who('PARTNER_ADMIN', 7), delivery)).toBe(true);
  });

  it('not another carrier, a client (even of the carrier’s organization id), a guest or nobody', () => {
    expect(mayWorkDelivery(who('PARTNER_ADMIN', 8), delivery)).toBe(false);
    expect(mayWorkDelivery(who('CLIENT', 7), delivery)).toBe(false);
    expect(mayWorkDelivery(who('GUEST', 7), delivery)).toBe(false);
    expect(mayWorkDelivery(null, delivery)).toBe(false);
  });
});
