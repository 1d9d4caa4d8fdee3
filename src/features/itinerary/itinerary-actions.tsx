import { Button, Space } from 'antd';
import { InvoiceAction } from '@/domain/invoice';
import type { InvoiceSummary } from '@/lib/gateway';

export type ActionHandlers = Record<InvoiceAction, (invoice: InvoiceSummary) => void>;

const ACTIONS: readonly { action: InvoiceAction; label: string; danger?: boolean }[] = [
  // Printing starts from the preview.
  { action: 'PRINT', label: `${InvoiceAction.label('PRINT')}预览` },
  { action: 'PUSH', label: InvoiceAction.label('PUSH') },
  { action: 'CANCEL', label: InvoiceAction.label('CANCEL'), danger: true },
];

/** The actions the gateway allows on an itinerary in its status (print, repeat push, cancel). */
export function ItineraryActions({ invoice, on }: { invoice: InvoiceSummary; on: ActionHandlers }) {
  const allowed = ACTIONS.filter(({ action }) => invoice.allowedActions.includes(action));
  if (allowed.length === 0) return null;
  return (
    <Space size={4} wrap>
      {allowed.map(({ action, label, danger }) => (
        <Button key={action} type="link" size="small" danger={danger} onClick={() => on[action](invoice)} aria-label={`${label} ${invoice.invoiceNo}`}>
          {label}
        </Button>
      ))}
    </Space>
  );
}
