import { useEffect, useRef } from 'react';
import { useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { isSettlingInvoice } from '@/domain/invoice';
import type { InvoiceSummary } from '@/lib/gateway';
import { useDetailsFollowList } from '@/lib/detail-kit';
import type { Paged } from '@/lib/query';
import { invoiceDetail, ticketsMayHaveChanged } from './api';

/** How often the history asks again while a print or reversal on screen is under way. */
const SETTLING_POLL_MS = 3_000;

/**
 * The history's `refetchInterval` (useList): while a row on screen is WAIT_PRINT or WAIT_CANCEL the
 * page is read again every few seconds, quietly, until none is.
 */
export const pollWhileSettling = (page: Paged<InvoiceSummary> | undefined): number | false =>
  page?.items.some((row) => isSettlingInvoice(row.status)) ? SETTLING_POLL_MS : false;

/**
 * What each answer of the polled history may have changed elsewhere: an answer after one with rows
 * under way may have freed tickets, so the issue screen's list is marked stale; a detail read earlier
 * (drawer, preview) whose status the list now contradicts is read again, so a preview never shows a
 * print that is not there yet.
 */
export function useSettledElsewhere(query: UseQueryResult<Paged<InvoiceSummary>>): void {
  const queryClient = useQueryClient();
  const rows = query.data?.items;
  const wasSettling = useRef(false);

  useEffect(() => {
    if (wasSettling.current) void ticketsMayHaveChanged(queryClient);
    wasSettling.current = rows?.some((row) => isSettlingInvoice(row.status)) ?? false;
  }, [rows, queryClient]);
  useDetailsFollowList(invoiceDetail, rows, invoiceNoOf, statusDiffers);
}

const invoiceNoOf = (row: InvoiceSummary) => row.invoiceNo;
const statusDiffers = (known: { status: string }, row: InvoiceSummary) => known.status !== row.status;
