import { useEffect, useState } from 'react';
import { isSettlingInvoice } from '@/domain/invoice';
import { useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import type { InvoiceSummary } from '@/lib/gateway';
import type { Paged } from '@/lib/query';
import { invoiceDetail, ticketsMayHaveChanged } from './api';

/** How often the history asks again while a print or reversal on screen is under way. */
const SETTLING_POLL_MS = 3_000;

/**
 * While a row on screen is WAIT_PRINT or WAIT_CANCEL, the page is read again every few seconds,
 * quietly (no spinner: `quiet` is true during such a read), until none is; each answer may have freed
 * tickets, so the issue screen's list is marked stale. A failed read stops it (the client toasted it;
 * 查询 asks again). A detail read earlier (drawer, preview) whose status the list now contradicts is
 * read again, so a preview never shows a print that is not there yet.
 */
export function useSettlingPoll(query: UseQueryResult<Paged<InvoiceSummary>>): { quiet: boolean } {
  const queryClient = useQueryClient();
  const [quiet, setQuiet] = useState(false);
  const settling = query.data?.items.some((row) => isSettlingInvoice(row.status)) ?? false;
  const { refetch, dataUpdatedAt } = query;

  useEffect(() => {
    if (!settling) return undefined;
    const timer = setTimeout(() => {
      setQuiet(true);
      void refetch().finally(() => {
        setQuiet(false);
        void ticketsMayHaveChanged(queryClient);
      });
    }, SETTLING_POLL_MS);
    return () => clearTimeout(timer);
    // dataUpdatedAt: each answer schedules the next read.
  }, [settling, refetch, dataUpdatedAt, queryClient]);

  const rows = query.data?.items;
  useEffect(() => {
    for (const row of rows ?? []) {
      const { queryKey } = invoiceDetail.query(row.invoiceNo);
      const known = queryClient.getQueryData(queryKey);
      if (known && known.status !== row.status) void queryClient.invalidateQueries({ queryKey });
    }
  }, [rows, queryClient]);

  return { quiet };
}
