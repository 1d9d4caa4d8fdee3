import { useCallback, useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Payment } from '@/lib/gateway';
import { afterPayment, paymentQuery } from './api';

/** The first wait before asking again about a pending payment; each next wait doubles. */
export const FOLLOW_FIRST_MS = 1_000;
/** The longest wait between two questions. */
export const FOLLOW_MAX_MS = 30_000;
/** After this much waiting the page stops asking by itself (a 刷新 button asks again). */
export const FOLLOW_LIMIT_MS = 10 * 60_000;

/** The wait before the next question, after `asked` questions: 1 s, 2 s, 4 s … capped at 30 s. */
export function followDelay(asked: number): number {
  return Math.min(FOLLOW_MAX_MS, FOLLOW_FIRST_MS * 2 ** Math.max(0, asked));
}

/**
 * Whether to ask again after `asked` questions that waited `waited` ms in all: while the payment is
 * PENDING and the waits have not reached the limit.
 */
export function shouldFollow(status: Payment['status'] | undefined, waited: number): boolean {
  return status === 'PENDING' && waited < FOLLOW_LIMIT_MS;
}

export interface PaymentFollow {
  payment: Payment | undefined;
  error: unknown;
  /** Still asking by itself. */
  following: boolean;
  /** Still pending after the waits reached their limit: a 刷新 asks again. */
  gaveUp: boolean;
  /** The seconds until the next question, while following. */
  nextInMs: number | undefined;
  /** Asks now and follows again from the first wait (after the limit, or at the user's wish). */
  restart: () => void;
}

/**
 * A payment as it settles: read once (the loader warmed it), then, while PENDING, asked again after
 * waits that back off (1 s, 2 s, 4 s … 30 s) until it leaves PENDING or ~10 minutes of waiting have
 * passed. Counted in waits, not on a clock, so a jump of the gateway's clock does not end it. When it
 * settles, every read of the portal is marked stale (the order, the balance have changed).
 */
export function usePaymentFollow(paymentNo: string): PaymentFollow {
  const queryClient = useQueryClient();
  const query = useQuery(paymentQuery(paymentNo));
  const [progress, setProgress] = useState({ asked: 0, waited: 0 });
  const status = query.data?.status;
  const following = shouldFollow(status, progress.waited);
  const delay = followDelay(progress.asked);
  const { refetch } = query;

  useEffect(() => {
    if (!following) return undefined;
    const timer = setTimeout(() => {
      void refetch().finally(() => setProgress((current) => ({ asked: current.asked + 1, waited: current.waited + delay })));
    }, delay);
    return () => clearTimeout(timer);
  }, [following, delay, refetch, progress]);

  // Settled while followed here: money has moved across the portal.
  const seenPending = useRef(false);
  useEffect(() => {
    if (status === 'PENDING') seenPending.current = true;
    else if (status && seenPending.current) {
      seenPending.current = false;
      afterPayment(queryClient);
    }
  }, [status, queryClient]);

  const restart = useCallback(() => {
    setProgress({ asked: 0, waited: 0 });
    void refetch();
  }, [refetch]);

  const gaveUp = status === 'PENDING' && !following;
  return { payment: query.data, error: query.error, following, gaveUp, nextInMs: following ? delay : undefined, restart };
}
