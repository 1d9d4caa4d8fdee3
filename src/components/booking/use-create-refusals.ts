import { useState } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useNavigate, type To } from 'react-router-dom';
import { ERRORS } from '@/lib/gateway';
import type { BookingNoticeState } from './booking-notice';
import { CHOOSE_AGAIN_CODES, chooseAgainMessage, refusalOf } from './refusals';

/**
 * What a booking's create does with the refusals its screen handles: seats gone or flight closed →
 * back to `chooseAgain` with the reason (the reads under `staleKey` marked stale); PRICE_CHANGED →
 * the quote read again and a notice (`updated` says what was updated) for a second look.
 */
export function useCreateRefusals({
  staleKey,
  chooseAgain,
  updated,
  refetchQuote,
}: {
  staleKey: QueryKey;
  chooseAgain: To;
  updated: string;
  refetchQuote: () => unknown;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [priceNotice, setPriceNotice] = useState<string>();
  const onError = (error: unknown) => {
    const gone = refusalOf(error, CHOOSE_AGAIN_CODES);
    if (gone) {
      void queryClient.invalidateQueries({ queryKey: staleKey, refetchType: 'none' });
      void navigate(chooseAgain, { state: { bookingNotice: chooseAgainMessage(gone) } satisfies BookingNoticeState });
      return;
    }
    const changed = refusalOf(error, [ERRORS.PRICE_CHANGED.code]);
    if (changed) {
      setPriceNotice(`${changed.errorMsg ?? ERRORS.PRICE_CHANGED.message}。${updated}，请确认后再次提交。`);
      void refetchQuote();
    }
  };
  return { priceNotice, onError };
}
