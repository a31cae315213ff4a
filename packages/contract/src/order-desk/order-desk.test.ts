import { describe, expect, it } from 'vitest';
import { courierDisplayName, isHttpUrl, shipmentSchema, staffOrderStatusSchema } from './order-desk.js';
import { isPaymentNotCompleted } from '../orders/orders.js';

describe('isHttpUrl', () => {
  it.each([
    'https://pathao.com/track/ABC123',
    'http://track.example.np:8080/?code=1&x=2#top',
    'HTTPS://WWW.NEPALPOST.GOV.NP',
  ])('accepts %s', (url) => expect(isHttpUrl(url)).toBe(true));

  it.each([
    'javascript:alert(1)',
    'ftp://example.com/file',
    '//example.com/track',
    'www.example.com',
    'https://',
    'https://exa mple.com',
    'https://example.com/"onmouseover="x',
    'data:text/html,hi',
  ])('refuses %s', (url) => expect(isHttpUrl(url)).toBe(false));
});

describe('shipment', () => {
  it('needs a listed courier (or another by name) and a tracking number; the link is optional', () => {
    expect(shipmentSchema.safeParse({ courier: 'pathao', tracking_number: ' PTH-1 ' }).data).toEqual({
      courier: 'pathao',
      tracking_number: 'PTH-1',
    });
    const other = shipmentSchema.safeParse({ courier: 'other', tracking_number: 'X' });
    expect(other.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['courier_name', "Please enter the courier's name"],
    ]);
    expect(shipmentSchema.safeParse({ courier: 'pathao', tracking_number: 'X', tracking_url: '' }).success).toBe(true);
  });

  it('is required only for a move to Shipped', () => {
    expect(staffOrderStatusSchema.safeParse({ status: 'Processing' }).success).toBe(true);
    const shipped = staffOrderStatusSchema.safeParse({ status: 'Shipped' });
    expect(shipped.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['courier', 'tracking_number']);
  });

  it('names the courier as the customer reads it', () => {
    expect(courierDisplayName('logistic-nepal', '')).toBe('Logistic Nepal (Nepal Can Move)');
    expect(courierDisplayName('other', ' Himalayan Couriers ')).toBe('Himalayan Couriers');
  });
});

describe('isPaymentNotCompleted', () => {
  it('is an online payment that never arrived, never cash on delivery', () => {
    expect(isPaymentNotCompleted({ payment_gateway: 'Esewa', payment_status: 'unpaid' })).toBe(true);
    expect(isPaymentNotCompleted({ payment_gateway: 'Khalti', payment_status: 'failed' })).toBe(true);
    expect(isPaymentNotCompleted({ payment_gateway: 'Esewa', payment_status: 'paid' })).toBe(false);
    expect(isPaymentNotCompleted({ payment_gateway: 'Khalti', payment_status: 'refunded' })).toBe(false);
    expect(isPaymentNotCompleted({ payment_gateway: 'COD', payment_status: 'unpaid' })).toBe(false);
  });
});
