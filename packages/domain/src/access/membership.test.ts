import { describe, expect, it } from 'vitest';
import { generalRole, misfitRole } from './membership.js';

describe('membership', () => {
  it('the general role is the strongest one held', () => {
    expect(generalRole(['CLIENT'])).toBe('CLIENT');
    expect(generalRole(['PARTNER_MANAGER', 'PARTNER_ADMIN'])).toBe('PARTNER_ADMIN');
    expect(generalRole(['OPERATOR_ADMIN', 'OPERATOR'])).toBe('OPERATOR_ADMIN');
    expect(generalRole([])).toBe('GUEST');
  });

  it.each([
    [['OPERATOR'], 'PARTNER', 'OPERATOR'],
    [['OPERATOR', 'OPERATOR_ADMIN'], 'OPERATOR', undefined],
    [['PARTNER_MANAGER'], 'PARTNER', undefined],
    [['PARTNER_ADMIN'], 'CLIENT', 'PARTNER_ADMIN'],
    [['CLIENT'], 'CLIENT', undefined],
    [['CLIENT'], 'OPERATOR', 'CLIENT'],
  ] as const)('roles %j in a %s organization: misfit %s', (roles, type, misfit) => {
    expect(misfitRole(roles, type)).toBe(misfit);
  });
});
