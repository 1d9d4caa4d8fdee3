import { useSearchParams } from 'react-router-dom';
import { safeReturnPath, userArea } from '@/config/routes';
import { AncillaryType } from '@/domain/order';
import { useSessionUser } from '@/lib/current-user';
import { cashierHref, cashierResultHref, readPayableRef } from '@/lib/pay-links';
import { PayableScreen } from './payable-screen';

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
  const back = safeReturnPath(search.get('return')) ?? undefined;
  const type = search.get('ancillaryType');
  return (
    <PayableScreen
      area={area}
      payableRef={readPayableRef(search)}
      payLink={(payable) => cashierHref(payable, back)}
      ancillaryType={AncillaryType.is(type) ? type : undefined}
      resultHref={(_status, paymentNo) => cashierResultHref(paymentNo, back)}
      returnPath={cashierResultHref(undefined, back)}
      backHref={back}
    />
  );
}
