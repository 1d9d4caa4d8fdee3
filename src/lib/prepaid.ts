import { queryOptions } from '@tanstack/react-query';
import { call, moneyApi } from '@/lib/gateway';
import { KEY_ROOTS } from '@/lib/query-keys';

/** The agency's prepaid account (balance, frozen, the payee bank, recent movements): 预存款 and every screen that pays from it. */
export const prepaidQuery = () => queryOptions({ queryKey: [KEY_ROOTS.prepaid] as const, queryFn: () => call(moneyApi.prepaid, {}) });
