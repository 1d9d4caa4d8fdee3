import { original, isDraft } from 'immer';
import { SEARCH_TEXT_MAX } from '@/domain/search';
import { searchApi } from '@/lib/gateway/endpoints';
import { clock } from '../../clock';
import { authed, paginate, refuse, requirePage, requireText } from '../../gateway';
import { flattenAuthCodes } from '../../kernel/menu-tree';
import { ownerIdOf } from '../../rules';
import { findRecords, kindCounts, withDue, type SearchScope } from '../rules/search';
import type { SimulatorState } from '../../state';
import { getState } from '../../store';

/**
 * One search across every channel: the caller's agency's records through the caller's functions, best
 * first, a page at a time. The rules are rules/search.ts.
 */
export const searchHandlers = [
  authed(searchApi.search, ({ body, account }) => {
    const page = requirePage(body);
    const text = requireText(body.text, '搜索内容').trim();
    if (text.length > SEARCH_TEXT_MAX) throw refuse('PARAM_INVALID', { detail: `搜索内容不能超过${SEARCH_TEXT_MAX}个字符`, field: 'text' });
    // A read: the state as the call found it, not the transaction's draft (its records are the index's keys).
    const draft = getState();
    const state = (isDraft(draft) ? original(draft) : draft) as SimulatorState;
    const caller = state.accounts.find((candidate) => candidate.accountId === account.accountId) ?? account;
    const scope: SearchScope = {
      state,
      owner: ownerIdOf(state, caller),
      now: clock.nowMs(),
      functions: new Set(flattenAuthCodes(caller.menu)),
    };
    const found = findRecords(scope, text);
    const answer = paginate('hits', found, page);
    return {
      ...answer,
      hits: withDue(
        scope,
        answer.hits.map((one) => one.hit()),
      ),
      kindCounts: kindCounts(found),
    };
  }),
];
