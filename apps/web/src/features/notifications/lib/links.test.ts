import type { Role } from '@cargo/domain';
import { describe, expect, it } from 'vitest';
import { appLink, linkAction, notificationsPath } from './links';

const holder = (...roles: Role[]) => ({ roles });

describe('notificationsPath', () => {
  it('stays in the area the user is in when they may open its page', () => {
    const both = holder('CLIENT', 'PARTNER_MANAGER');
    expect(notificationsPath(both, '/client/orders/5')).toBe('/client/notifications');
    expect(notificationsPath(both, '/partner/rates/sea')).toBe('/partner/notifications');
    expect(notificationsPath(holder('OPERATOR'), '/admin')).toBe('/admin/notifications');
  });

  it("leads elsewhere to the user's strongest area", () => {
    expect(notificationsPath(holder('CLIENT'), '/')).toBe('/client/notifications');
    expect(notificationsPath(holder('PARTNER_ADMIN'), '/book/wizard')).toBe('/partner/notifications');
    expect(notificationsPath(holder('CLIENT', 'PARTNER_MANAGER'), '/')).toBe('/partner/notifications');
    // An operator may open a client's order, not the client area's notifications.
    expect(notificationsPath(holder('OPERATOR_ADMIN'), '/client/orders/5')).toBe('/admin/notifications');
    // A partner may open two admin pages, not the admin area's notifications.
    expect(notificationsPath(holder('PARTNER_MANAGER'), '/admin/empty-orders')).toBe('/partner/notifications');
    expect(notificationsPath(holder('CLIENT'), '/clientele')).toBe('/client/notifications');
  });
});

describe('appLink', () => {
  it('keeps a path of the app', () => {
    expect(appLink('/client/orders/42')).toBe('/client/orders/42');
    expect(appLink('/partner/empty-orders?status=OPEN#7')).toBe('/partner/empty-orders?status=OPEN#7');
  });

  it('drops no link, another site and anything that is not a path from the root', () => {
    for (const link of [null, '', '//evil.example/x', '/\\evil.example', 'https://evil.example', 'javascript:alert(1)'])
      expect(appLink(link), String(link)).toBeNull();
  });
});

describe('linkAction', () => {
  it('names what the notices’ links open, so what a notice asks for is an action', () => {
    expect(linkAction('/partner/delivery-orders/12', 'order.booked')).toBe('orderScreens.delivery.open');
    expect(linkAction('/client/orders/7', 'order.status')).toBe('notifications.open.order');
    expect(linkAction('/partner/empty-orders?request=3f2a', 'refine.plain')).toBe('refineRequests.action.answer');
    expect(linkAction('/book/wizard#3f2a', 'refine.answer')).toBe('notifications.open.calculation');
  });

  it('says only "Open" for any other page, the list without a request, and a withdrawn request', () => {
    expect(linkAction('/partner/empty-orders', 'refine.plain')).toBe('notifications.open');
    expect(linkAction('/client/orders', 'order.status')).toBe('notifications.open');
    expect(linkAction('/partner/rates/sea', 'tariff.expiring')).toBe('notifications.open');
    expect(linkAction('/partner/empty-orders?request=3f2a', 'refine.cancel')).toBe('notifications.open');
  });
});
