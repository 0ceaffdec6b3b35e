import { describe, expect, it } from 'vitest';
import {
  ROLES,
  isAdmin,
  isAdminRole,
  isGuest,
  isManagerOrGreaterRole,
  isOperatorRole,
  isOrganizationAdminRole,
  isPartner,
  isPartnerRole,
  roleLabel,
  subordinateRoles,
  type Role,
} from './roles.js';

/** Each role against each check: one row per check of Product specification, shell §6. */
const table: Record<string, { check: (role: Role) => unknown; holders: Role[] }> = {
  'partner: the id contains PARTNER': { check: isPartnerRole, holders: ['PARTNER_MANAGER', 'PARTNER_ADMIN'] },
  'operator: the id contains OPERATOR': { check: isOperatorRole, holders: ['OPERATOR', 'OPERATOR_ADMIN'] },
  'admin: only OPERATOR_ADMIN': { check: isAdminRole, holders: ['OPERATOR_ADMIN'] },
  'organization admin: PARTNER_ADMIN or OPERATOR_ADMIN': {
    check: isOrganizationAdminRole,
    holders: ['PARTNER_ADMIN', 'OPERATOR_ADMIN'],
  },
  'manager or greater: any partner or operator role': {
    check: isManagerOrGreaterRole,
    holders: ['PARTNER_MANAGER', 'PARTNER_ADMIN', 'OPERATOR', 'OPERATOR_ADMIN'],
  },
};

describe('role checks', () => {
  for (const [row, { check, holders }] of Object.entries(table)) {
    it(row, () => {
      expect(ROLES.filter((role) => check(role))).toEqual(holders);
    });
  }

  it('role label: _ADMIN admin, _MANAGER manager, CLIENT client, else unknown', () => {
    expect(ROLES.map(roleLabel)).toEqual(['unknown', 'client', 'manager', 'admin', 'unknown', 'admin']);
  });

  it('a user holds a check when any of their roles passes it', () => {
    expect(isPartner({ roles: ['CLIENT', 'PARTNER_MANAGER'] })).toBe(true);
    expect(isAdmin({ roles: ['OPERATOR', 'PARTNER_ADMIN'] })).toBe(false);
    expect(isPartner({ roles: [] })).toBe(false);
  });

  it('nobody signed in, or holding GUEST only, is a guest', () => {
    expect(isGuest({ roles: [] })).toBe(true);
    expect(isGuest({ roles: ['GUEST'] })).toBe(true);
    expect(isGuest({ roles: ['GUEST', 'CLIENT'] })).toBe(false);
  });
});

describe('subordinate roles', () => {
  it.each<[Role, Role[]]>([
    ['OPERATOR_ADMIN', ['CLIENT', 'PARTNER_MANAGER', 'PARTNER_ADMIN', 'OPERATOR', 'OPERATOR_ADMIN']],
    ['OPERATOR', ['CLIENT', 'PARTNER_MANAGER', 'PARTNER_ADMIN']],
    ['PARTNER_ADMIN', ['PARTNER_MANAGER', 'PARTNER_ADMIN']],
    ['PARTNER_MANAGER', []],
    ['CLIENT', []],
    ['GUEST', []],
  ])('%s may give %j', (role, given) => {
    expect(subordinateRoles({ roles: [role] })).toEqual(given);
  });
});
