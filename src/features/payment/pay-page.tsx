import { data, useSearchParams } from 'react-router-dom';
import { userArea } from '@/config/routes';
import { Page } from '@/components/page';
import { useSessionUser } from '@/lib/current-user';
import { payResultHref, readPayableRef } from '@/lib/pay-links';
import { warm } from '@/lib/query';
import type { ScreenLoaderArgs } from '@/lib/route-types';
import { methodsQuery, payableQuery } from './api';
import { PayForm } from './pay-form';

/** Warms what is due and the methods; an address without a payable is 页面不存在. */
export async function loader({ request, queryClient, user }: ScreenLoaderArgs) {
  const ref = readPayableRef(new URL(request.url).searchParams);
  if (!ref) throw data('页面不存在', { status: 404 });
  const area = userArea(user?.accountType);
  return warm(Promise.all([queryClient.query(payableQuery(ref)), queryClient.query(methodsQuery(area, ref))]));
}

/**
 * /agent/pay/payment and /normal/pay/payment (`?payableKind=ORDER&payableNo=TO100143`): pay an order's
 * current milestone, a name change's fee or a supplementary payment.
 */
export default function PayPage() {
  const [search] = useSearchParams();
  const area = userArea(useSessionUser()?.accountType);
  const ref = readPayableRef(search);
  if (!ref) return null;
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
