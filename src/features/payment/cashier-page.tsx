import { useSearchParams } from 'react-router-dom';
import { safeReturnPath, userArea } from '@/config/routes';
import { AncillaryType } from '@/domain/order';
import { Page } from '@/components/page';
import { useSessionUser } from '@/lib/current-user';
import { cashierHref, cashierResultHref, readPayableRef } from '@/lib/pay-links';
import { PayForm } from './pay-form';
import { PayablesDue } from './payables-due';

export { payableLoader as loader } from './api';

/**
 * /pay (`?payableKind=ANCILLARY&payableNo=AN300003&ancillaryType=MEAL&return=/…`): the stand-alone
 * cashier, without the portal's menu, for ancillary items (meals, baggage, red packets) and for the pages
 * that link in from outside (the meal booking page, the agent H5 page). The result page returns to the
 * same-origin path given in `return`.
 */
export default function CashierPage() {
  const [search] = useSearchParams();
  const area = userArea(useSessionUser()?.accountType);
  const ref = readPayableRef(search);
  const back = safeReturnPath(search.get('return')) ?? undefined;
  if (!ref) {
    return (
      <Page>
        <PayablesDue area={area} payLink={(payable) => cashierHref(payable, back)} />
      </Page>
    );
  }
  const type = search.get('ancillaryType');
  return (
    <Page>
      <PayForm
        key={`${ref.payableKind}:${ref.payableNo}`}
        area={area}
        payableRef={ref}
        ancillaryType={AncillaryType.is(type) ? type : undefined}
        resultHref={(_status, paymentNo) => cashierResultHref(paymentNo, back)}
        returnPath={cashierResultHref(undefined, back)}
        backHref={back}
      />
    </Page>
  );
}
