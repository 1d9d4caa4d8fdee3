import { Page } from '@/components/page';
import type { PayableRef } from '@/lib/pay-links';
import { PayForm, type PayFormProps } from './pay-form';
import { PayablesDue } from './payables-due';

/**
 * A page of the cashier: the payable the address names, or (none named) everything owed now. The portal's
 * pay page and the stand-alone cashier differ only in where their links lead.
 */
export function PayableScreen({
  payableRef,
  payLink,
  ...form
}: Omit<PayFormProps, 'payableRef'> & { payableRef: PayableRef | null; payLink?: (ref: PayableRef) => string }) {
  return (
    <Page>
      {payableRef ? (
        <PayForm key={`${payableRef.payableKind}:${payableRef.payableNo}`} payableRef={payableRef} {...form} />
      ) : (
        <PayablesDue area={form.area} payLink={payLink} />
      )}
    </Page>
  );
}
