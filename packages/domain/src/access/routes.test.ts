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

  it('guests get guest orders and nothing else', () => {
    expect(canOpenRoute(GUEST, '/guest/orders/15')).toBe(true);
    expect(canOpenRoute(GUEST, '/client')).toBe(false);
    expect(canOpenRoute(GUEST, '/partner/orders')).toBe(false);
    expect(canOpenRoute(GUEST, '/admin/users')).toBe(false);
  });

  it('clients get the client area only', () => {
    expect(canOpenRoute(as('CLIENT'), '/client')).toBe(true);
    expect(canOpenRoute(as('CLIENT'), '/client/delivery-orders/3')).toBe(true);
    expect(canOpenRoute(as('CLIENT'), '/admin/users')).toBe(false);
    expect(canOpenRoute(as('CLIENT'), '/partner/orders')).toBe(false);
  });

  it('partners get the partner area and the complex-tariff and empty-orders admin pages', () => {
    for (const role of ['PARTNER_MANAGER', 'PARTNER_ADMIN'] as const) {
      expect(canOpenRoute(as(role), '/partner/rates/sea')).toBe(true);
      expect(canOpenRoute(as(role), '/partner/users')).toBe(true);
      expect(canOpenRoute(as(role), '/admin/rates/intermodal-rates')).toBe(true);
      expect(canOpenRoute(as(role), '/admin/empty-orders')).toBe(true);
      expect(canOpenRoute(as(role), '/admin/users')).toBe(false);
      expect(canOpenRoute(as(role), '/admin/rates/sea')).toBe(false);
      expect(canOpenRoute(as(role), '/client/orders')).toBe(false);
    }
  });

  it('operators get the whole admin area plus partner orders and client orders', () => {
    for (const role of ['OPERATOR', 'OPERATOR_ADMIN'] as const) {
      expect(canOpenRoute(as(role), '/admin')).toBe(true);
      expect(canOpenRoute(as(role), '/admin/mails')).toBe(true);
      expect(canOpenRoute(as(role), '/partner/orders/7')).toBe(true);
      expect(canOpenRoute(as(role), '/partner/orders/all')).toBe(true);
      expect(canOpenRoute(as(role), '/client/orders/7')).toBe(true);
      expect(canOpenRoute(as(role), '/partner/orders-template')).toBe(false);
      expect(canOpenRoute(as(role), '/partner/users')).toBe(false);
      expect(canOpenRoute(as(role), '/client')).toBe(false);
    }
  });

  it('a prefix opens whole segments only', () => {
    expect(canOpenRoute(as('CLIENT'), '/clientele')).toBe(false);
    expect(canOpenRoute(GUEST, '/bookkeeping')).toBe(false);
  });
});
