import { describe, expect, it } from 'vitest';
import {
  areaOf,
  bookingTarget,
  deliveryOrderPath,
  idParam,
  manualBookingTarget,
  orderPath,
  wizardOfOrder,
} from './paths';

describe('the order screens’ addresses', () => {
  it('keeps the area the page was opened in', () => {
    expect(areaOf('/partner/orders/7')).toBe('partner');
    expect(areaOf('/admin/delivery-orders/3')).toBe('admin');
    expect(areaOf('/client/orders/new')).toBe('client');
    expect(areaOf('/elsewhere')).toBe('client');
    expect(orderPath('partner', 7)).toBe('/partner/orders/7');
    expect(deliveryOrderPath('admin', 3)).toBe('/admin/delivery-orders/3');
  });

  it('goes back to the wizard with the order’s id in the hash', () => {
    expect(wizardOfOrder(1042)).toBe('/book/wizard#1042');
  });

  it('reads what the booking page books, and nothing from a garbled address', () => {
    const id = '6F1C2D3E-4B5A-4C7D-8E9F-0A1B2C3D4E5F';
    expect(bookingTarget(`?calculationId=${id}&quotationId=12`)).toEqual({
      calculationId: id.toLowerCase(),
      quotationId: 12,
    });
    expect(bookingTarget(`?calculationId=${id}`)).toBeNull();
    expect(bookingTarget('?calculationId=x&quotationId=12')).toBeNull();
    expect(bookingTarget(`?calculationId=${id}&quotationId=0`)).toBeNull();
    expect(bookingTarget(`?calculationId=${id}&quotationId=1e3`)).toBeNull();
    expect(bookingTarget(`?calculationId=${id}&quotationId=99999999999`)).toBeNull();
  });

  it('reads the calculation of a manual booking', () => {
    const id = '6F1C2D3E-4B5A-4C7D-8E9F-0A1B2C3D4E5F';
    expect(manualBookingTarget(`?calculationId=${id}`)).toBe(id.toLowerCase());
    expect(manualBookingTarget('?calculationId=12')).toBeNull();
    expect(manualBookingTarget('')).toBeNull();
  });

  it('reads an id of the address as a positive 32-bit number', () => {
    expect(idParam('15')).toBe(15);
    expect(idParam('new')).toBeNull();
    expect(idParam('0')).toBeNull();
    expect(idParam(undefined)).toBeNull();
    expect(idParam('3000000000')).toBeNull();
  });
});
