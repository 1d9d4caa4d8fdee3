import { EntityActions } from '@/components/actions/entity-actions';
import { INVOICE_ACTIONS } from '@/components/actions/registry';
import type { InvoiceAction } from '@/domain/invoice';
import type { InvoiceSummary } from '@/lib/gateway';

export type ActionHandlers = Record<InvoiceAction, (invoice: InvoiceSummary) => void>;

/** The actions the gateway allows on an itinerary in its status (print, repeat push, cancel), through the registry. */
export function ItineraryActions({ invoice, on }: { invoice: InvoiceSummary; on: ActionHandlers }) {
  return (
    <EntityActions
      kit={INVOICE_ACTIONS}
      entity={invoice}
      variant="row"
      subject={invoice.invoiceNo}
      handlers={{ PRINT: () => on.PRINT(invoice), PUSH: () => on.PUSH(invoice), CANCEL: () => on.CANCEL(invoice) }}
    />
  );
}
