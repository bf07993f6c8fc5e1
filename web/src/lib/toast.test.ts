import { beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@shared/constants/messages';
import { paymentMessages } from '@shared/constants/payments';
import { settingsMessages } from '@shared/constants/settings-messages';
import { toast } from './toast';

const sonner = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('sonner', () => ({ toast: sonner }));

/** The duration the snackbar was shown with. */
async function shownFor(kind: 'success' | 'error' | 'info') {
  await vi.waitFor(() => expect(sonner[kind]).toHaveBeenCalled());
  return (sonner[kind].mock.calls[0]![1] as { duration: number }).duration;
}

describe('snackbar durations (spec §8, §9)', () => {
  beforeEach(() => {
    sonner.success.mockReset();
    sonner.error.mockReset();
    sonner.info.mockReset();
  });

  it("shows 'Something went wrong linking Stripe account' for 3 s, as §8 gives no other time", async () => {
    toast.error(paymentMessages.linkNoId);
    expect(await shownFor('error')).toBe(3000);
    expect(sonner.error).toHaveBeenCalledWith(paymentMessages.linkNoId, expect.anything());
  });

  it('keeps the noted ones: 5 s for the code and unlink failures and a saved availability, until dismissed for a failed save', async () => {
    toast.error(paymentMessages.linkCodeFailed);
    expect(await shownFor('error')).toBe(5000);
    sonner.error.mockReset();
    toast.error(paymentMessages.unlinkFailed);
    expect(await shownFor('error')).toBe(5000);
    toast.success(messages.availabilitySaved);
    expect(await shownFor('success')).toBe(5000);
    sonner.error.mockReset();
    toast.error(messages.availabilitySaveFailed);
    expect(await shownFor('error')).toBe(Number.POSITIVE_INFINITY);
  });

  it('gives the rest of the catalogue 3 s (family, delete) and any other notification the default 3500 ms', async () => {
    toast.success(settingsMessages.accountDeleted);
    expect(await shownFor('success')).toBe(3000);
    toast.info('Link copied');
    expect(await shownFor('info')).toBe(3500);
  });

  it('lets a caller choose the duration', async () => {
    toast.error('Custom', { duration: 8000 });
    expect(await shownFor('error')).toBe(8000);
  });
});
