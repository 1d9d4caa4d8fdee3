import { useSearchParams } from 'react-router-dom';
import { userArea } from '@/config/routes';
import { Page } from '@/components/page';
import { useSessionUser } from '@/lib/current-user';
import { payResultHref, readPayableRef } from '@/lib/pay-links';
import { PayForm } from './pay-form';
import { PayablesDue } from './payables-due';

export { payableLoader as loader } from './api';

/**
 * /agent/pay/payment and /normal/pay/payment (`?payableKind=ORDER&payableNo=TO100143`): pay an order's
 * current milestone, a name change's fee or a supplementary payment. Without a payable (the 支付 menu
 * entry): everything owed now, soonest deadline first.
 */
export default function PayPage() {
  const [search] = useSearchParams();
  const area = userArea(useSessionUser()?.accountType);
  const ref = readPayableRef(search);
  if (!ref) {
    return (
      <Page>
        <PayablesDue area={area} />
      </Page>
    );
  }
  return (
    <Page>
      <PayForm
        key={`${ref.payableKind}:${ref.payableNo}`}
        area={area}
        payableRef={ref}
        resultHref={(status, paymentNo) => payResultHref(area, status, paymentNo)}
      />
    </Page>
  );
}
