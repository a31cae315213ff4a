import { describe, expect, it } from 'vitest';
import { readPaymentReturn } from './payment-return';

const esewaData = (uuid: string) =>
  btoa(JSON.stringify({ status: 'COMPLETE', transaction_uuid: uuid, total_amount: '1600.0' }));

describe('readPaymentReturn', () => {
  it('finds the order of an eSewa return, also for a "Pay now" attempt of its own', () => {
    for (const uuid of ['PSL-7K3M9Q2XTB4N', 'PSL-7K3M9Q2XTB4N-R2']) {
      const data = esewaData(uuid);
      expect(readPaymentReturn(new URLSearchParams({ data }), null)).toEqual({
        transactionId: 'PSL-7K3M9Q2XTB4N',
        gateway: 'Esewa',
        body: { data },
      });
    }
  });
});
