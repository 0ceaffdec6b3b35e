import { describe, expect, it } from 'vitest';
import { areaOf, deliveryOrderPath, orderPath } from './area';

describe('the area of a list screen', () => {
  it('is the first segment of the path, the client’s when it names none of the three', () => {
    expect(areaOf('/client/orders')).toBe('client');
    expect(areaOf('/partner/orders/all')).toBe('partner');
    expect(areaOf('/admin/personal-orders')).toBe('admin');
    expect(areaOf('/book/wizard')).toBe('client');
    expect(areaOf('')).toBe('client');
  });

  it('keeps the links of orders and delivery orders in the area', () => {
    expect(orderPath('partner', 42)).toBe('/partner/orders/42');
    expect(deliveryOrderPath('admin', 7)).toBe('/admin/delivery-orders/7');
  });
});
