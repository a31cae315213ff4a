import { describe, expect, it } from 'vitest';
import { refusalInEnglish } from '../refusals/index.js';
import { SERIAL_MESSAGES, serialRefusal, serialRefusalCode, unitSerialRequestSchema } from './serials.js';

describe('serialRefusalCode', () => {
  it('accepts a serial and an IMEI whose check digit holds', () => {
    expect(serialRefusalCode(' r58m-12/ab ')).toBeNull();
    expect(serialRefusalCode('490154203237518')).toBeNull();
  });

  it('refuses an IMEI with a wrong check digit, and a serial of other characters or length', () => {
    expect(serialRefusalCode('490154203237519')).toBe('serial_imei_check_digit');
    expect(serialRefusalCode('abc')).toBe('serial_format');
    expect(serialRefusalCode('R58M_1234')).toBe('serial_format');
  });

  it("words a refusal as the server's code does, so the page and the server say the same", () => {
    for (const serial of ['490154203237519', 'abc']) {
      const code = serialRefusalCode(serial)!;
      expect(serialRefusal(serial)).toBe(refusalInEnglish(code));
    }
    expect(serialRefusal('abc')).toBe(SERIAL_MESSAGES.format);
  });
});

describe('unitSerialRequestSchema', () => {
  it('refuses a blank or far too long serial in the words of a serial of the wrong form', () => {
    for (const serial of ['', 'A'.repeat(61)]) {
      const checked = unitSerialRequestSchema.safeParse({ line_id: 1, serial });
      expect(checked.error?.issues.map((issue) => issue.message)).toEqual([SERIAL_MESSAGES.format]);
    }
    expect(unitSerialRequestSchema.safeParse({ line_id: 1, serial: `R58M ${'1'.repeat(40)}` }).success).toBe(true);
  });
});
