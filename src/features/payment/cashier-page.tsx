import { data, useSearchParams } from 'react-router-dom';
import { safeReturnPath, userArea } from '@/config/routes';
import { AncillaryType } from '@/domain/order';
import { Page } from '@/components/page';
import { useSessionUser } from '@/lib/current-user';
import { cashierResultHref, readPayableRef } from '@/lib/pay-links';
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
 * /pay (`?payableKind=ANCILLARY&payableNo=AN300001&ancillaryType=MEAL&return=/…`): the stand-alone
 * cashier, without the portal's menu, for ancillary items (meals, baggage, red packets) and for the pages
 * that link in from outside (the meal booking page, the agent H5 page). The result page returns to the
 * same-origin path given in `return`.
 */
export default function CashierPage() {
  const [search] = useSearchParams();
  const area = userArea(useSessionUser()?.accountType);
  const ref = readPayableRef(search);
  if (!ref) return null;
  const back = safeReturnPath(search.get('return')) ?? undefined;
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
