import { useSearchParams } from 'react-router-dom';
import { userArea } from '@/config/routes';
import { useSessionUser } from '@/lib/current-user';
import { payResultHref, readPayableRef } from '@/lib/pay-links';
import { PayableScreen } from './payable-screen';

export { payableLoader as loader } from './api';

/**
 * /agent/pay/payment and /normal/pay/payment (`?payableKind=ORDER&payableNo=TO100143`): pay an order's
 * current milestone, a name change's fee or a supplementary payment. Without a payable (the 支付 menu
 * entry): everything owed now, soonest deadline first.
 */
export default function PayPage() {
  const [search] = useSearchParams();
  const area = userArea(useSessionUser()?.accountType);
  return (
    <PayableScreen
      area={area}
      payableRef={readPayableRef(search)}
      resultHref={(status, paymentNo) => payResultHref(area, status, paymentNo)}
    />
  );
}
