import { describe, expect, it } from 'vitest';
import {
  canCompleteCheckout,
  canSaveCheckoutDetails,
  checkoutDetailsSchema,
  checkoutDetailsToProfileUpdate,
  formatRupees,
  gstOn,
} from './purchase';
import { profileUpdateSchema } from './account';

describe('checkout details form (docs/product.md#validation)', () => {
  it('trims the phone and makes it null when empty; an empty rank is null', () => {
    expect(
      checkoutDetailsSchema.parse({ fullName: '  Asha Rao ', phone: '   ', allIndiaRank: '' }),
    ).toEqual({ fullName: 'Asha Rao', phone: null, allIndiaRank: null });
    expect(
      checkoutDetailsSchema.parse({
        fullName: 'Asha',
        phone: ' +91 98765 43210 ',
        allIndiaRank: ' 1234 ',
      }),
    ).toEqual({ fullName: 'Asha', phone: '+919876543210', allIndiaRank: 1234 });
  });

  it('requires a full name and a numeric rank', () => {
    const blank = checkoutDetailsSchema.safeParse({ fullName: '  ', phone: '', allIndiaRank: '' });
    expect(blank.error?.issues[0]?.message).toBe('Full name is required');
    const rank = checkoutDetailsSchema.safeParse({ fullName: 'A', phone: '', allIndiaRank: '12a' });
    expect(rank.error?.issues[0]?.message).toBe('All India Rank must be a number');
  });

  it('sends the profile endpoint a body it accepts; no phone clears the saved one', () => {
    const withoutPhone = checkoutDetailsToProfileUpdate({
      fullName: 'Asha',
      phone: null,
      allIndiaRank: null,
    });
    expect(withoutPhone).toEqual({ fullName: 'Asha', allIndiaRank: null });
    expect(profileUpdateSchema.parse(withoutPhone)).toEqual({
      fullName: 'Asha',
      whatsappPhone: '',
      allIndiaRank: null,
    });
    const withPhone = checkoutDetailsToProfileUpdate({
      fullName: 'Asha',
      phone: '+919876543210',
      allIndiaRank: 42,
    });
    expect(profileUpdateSchema.parse(withPhone)).toEqual({
      fullName: 'Asha',
      whatsappPhone: '+919876543210',
      allIndiaRank: 42,
    });
  });

  it('disables "Save details" while saving or while the trimmed name is empty', () => {
    expect(canSaveCheckoutDetails('Asha', false)).toBe(true);
    expect(canSaveCheckoutDetails('Asha', true)).toBe(false);
    expect(canSaveCheckoutDetails('   ', false)).toBe(false);
  });

  it('enables "Simulate success" only when signed in with saved details', () => {
    expect(canCompleteCheckout({ signedIn: true, savedFullName: 'Asha' })).toBe(true);
    expect(canCompleteCheckout({ signedIn: false, savedFullName: 'Asha' })).toBe(false);
    expect(canCompleteCheckout({ signedIn: true, savedFullName: null })).toBe(false);
    expect(canCompleteCheckout({ signedIn: true, savedFullName: ' ' })).toBe(false);
  });
});

describe('prices', () => {
  it('formats paise as rupees with Indian digit grouping', () => {
    expect(formatRupees(99900)).toBe('₹999');
    expect(formatRupees(149900)).toBe('₹1,499');
    expect(formatRupees(12345600)).toBe('₹1,23,456');
    expect(formatRupees(17982)).toBe('₹179.82');
    expect(formatRupees(0)).toBe('₹0');
  });

  it('rounds GST to the nearest paisa', () => {
    expect(gstOn(99900, 18)).toBe(17982);
    expect(gstOn(149900, 18)).toBe(26982);
    expect(gstOn(333, 18)).toBe(60);
  });
});
