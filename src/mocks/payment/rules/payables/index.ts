import type { PayableKind } from '@/domain/payment';
import { ancillaryPayable } from '../../../ancillary/rules/ancillary-payable';
import { bidDepositPayable } from '../../../channels/bidding/rules/bid-deposit';
import { orderPayable } from './order';
import { retroactivePayable } from './retroactive';
import type { PayableType } from './types';

/** Every kind of payable the payment rules serve. A new payable: its file, and one line here. */
export const PAYABLES: Readonly<Record<PayableKind, PayableType>> = {
  ORDER: orderPayable,
  RETROACTIVE: retroactivePayable,
  ANCILLARY: ancillaryPayable,
  BID_DEPOSIT: bidDepositPayable,
};

export { orderTarget, orderTitle } from './order';
export type { PayableType, Target, TargetState } from './types';
