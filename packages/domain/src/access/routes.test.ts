import { describe, expect, it } from 'vitest';
import { GUEST, type Role } from './roles.js';
import { accessPath, canOpenRoute, isPublicRoute } from './routes.js';

const as = (role: Role) => ({ roles: [role] });

describe('accessPath', () => {
  it.each([
    ['/client/orders/42', '/client/orders'],
    ['/client/orders/42/', '/client/orders'],
    ['/admin/users?page=2#top', '/admin/users'],
    ['/partner/rates/sea', '/partner/rates/sea'],
    ['/', '/'],
    ['', '/'],
  ])('%s is decided as %s', (location, path) => {
    expect(accessPath(location)).toBe(path);
  });
});

describe('route access', () => {
  it('public pages, the wizard, the cities page and the errors page are open to everyone', () => {
    for (const path of [
      '/',
      '/errors',
      '/book',
      '/book/wizard',
      '/widget/wizard',
      '/auth/login',
      '/calculation/public/9',
    ])
      for (const holder of [GUEST, as('CLIENT'), as('PARTNER_MANAGER'), as('OPERATOR')])
        expect(canOpenRoute(holder, path), `${holder.roles.join()} ${path}`).toBe(true);
    expect(isPublicRoute('/auth/register')).toBe(true);
    expect(isPublicRoute('/client')).toBe(false);
  });

  const areas: { rule: string; roles: Role[]; opens: string[]; refuses: string[] }[] = [
    {
      rule: 'guests get guest orders and nothing else',
      roles: ['GUEST'],
      opens: ['/guest/orders/15'],
      refuses: ['/client', '/partner/orders', '/admin/users'],
    },
    {
      rule: 'clients get the client area only',
      roles: ['CLIENT'],
      opens: ['/client', '/client/delivery-orders/3'],
      refuses: ['/admin/users', '/partner/orders'],
    },
    {
      rule: 'partners get the partner area and the complex-tariff and empty-orders admin pages',
      roles: ['PARTNER_MANAGER', 'PARTNER_ADMIN'],
      opens: ['/partner/rates/sea', '/partner/users', '/admin/rates/intermodal-rates', '/admin/empty-orders'],
      refuses: ['/admin/users', '/admin/rates/sea', '/client/orders'],
    },
    {
      rule: 'operators get the whole admin area plus partner orders and client orders',
      roles: ['OPERATOR', 'OPERATOR_ADMIN'],
      opens: ['/admin', '/admin/mails', '/partner/orders/7', '/partner/orders/all', '/client/orders/7'],
      refuses: ['/partner/orders-template', '/partner/users', '/client'],
    },
  ];

  it.each(areas)('$rule', ({ roles, opens, refuses }) => {
    for (const role of roles) {
      for (const path of opens) expect(canOpenRoute(as(role), path), `${role} ${path}`).toBe(true);
      for (const path of refuses) expect(canOpenRoute(as(role), path), `${role} ${path}`).toBe(false);
    }
  });

  it('a prefix opens whole segments only', () => {
    expect(canOpenRoute(as('CLIENT'), '/clientele')).toBe(false);
    expect(canOpenRoute(GUEST, '/bookkeeping')).toBe(false);
  });
});
