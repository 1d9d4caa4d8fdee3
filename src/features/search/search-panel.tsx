import { useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { SearchKind } from '@/domain/search';
import {
  hitDetails,
  hitLine,
  readRecent,
  rememberRecent,
  SEARCH_DEBOUNCE_MS,
  SEARCH_PAGE_SIZE,
  searchQuery,
  targetHref,
  type RecentItem,
} from './api';
import { SEARCH_LIST_ID, type SearchPanelProps } from './search-panel-props';
import './search-panel.css';

/** One row of the list: a hit of the answer or a recent item. */
interface Option {
  id: string;
  hitId: string;
  kind: SearchKind;
  line: string;
  details?: string;
  matched?: string;
  to: string;
}

interface Group {
  label: string;
  options: Option[];
}

/** The text once typing has paused. */
function useSettled(text: string, ms: number): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(text), ms);
    return () => window.clearTimeout(timer);
  }, [text, ms]);
  return settled;
}

const optionId = (index: number) => `${SEARCH_LIST_ID}-${index}`;

/**
 * The search box's results (loaded on first use): the gateway's hits grouped by kind, or the recent
 * items while the box is empty. The field keeps the focus; the arrows move the active row
 * (aria-activedescendant), Enter opens it.
 */
export default function SearchPanel({ text, open, account, navigate, keysRef, fieldRef, onOpened }: SearchPanelProps) {
  const typed = text.trim();
  const wanted = useSettled(typed, SEARCH_DEBOUNCE_MS);
  const query = useQuery({ ...searchQuery(wanted), enabled: wanted !== '', placeholderData: keepPreviousData });
  const [recent, setRecent] = useState<RecentItem[]>(() => readRecent(account));
  const showRecent = typed === '';
  const answer = showRecent || wanted === '' ? undefined : query.data;

  const groups = useMemo((): Group[] => {
    if (showRecent) {
      return recent.length === 0
        ? []
        : [
            {
              label: '最近查看',
              options: recent.map((item, index) => ({
                id: optionId(index),
                hitId: item.hitId,
                kind: item.kind,
                line: item.line,
                to: item.to,
              })),
            },
          ];
    }
    if (!answer) return [];
    let index = 0;
    return SearchKind.values.flatMap((kind): Group[] => {
      const hits = answer.hits.filter((hit) => hit.kind === kind);
      if (hits.length === 0) return [];
      const count = answer.kindCounts.find((entry) => entry.kind === kind)?.count ?? hits.length;
      return [
        {
          label: `${SearchKind.label(kind)}（${count}）`,
          options: hits.map((hit) => ({
            id: optionId(index++),
            hitId: hit.hitId,
            kind,
            line: hitLine(hit),
            details: hitDetails(hit),
            matched: hit.matched,
            to: targetHref(hit.target),
          })),
        },
      ];
    });
  }, [answer, recent, showRecent]);
  const options = useMemo(() => groups.flatMap((group) => group.options), [groups]);

  // A new answer (or the recent items) starts again at its first row.
  const [cursor, setCursor] = useState({ options, at: 0 });
  const active = cursor.options === options ? cursor.at : 0;
  const current = open ? options[active] : undefined;
  useEffect(() => {
    // The field keeps the focus and names the active row (aria-activedescendant); the box sets no such prop.
    const field = fieldRef.current;
    if (current) field?.setAttribute('aria-activedescendant', current.id);
    else field?.removeAttribute('aria-activedescendant');
    if (current) document.getElementById(current.id)?.scrollIntoView({ block: 'nearest' });
  }, [current, fieldRef]);

  const choose = (option: Option) => {
    rememberRecent(account, { hitId: option.hitId, kind: option.kind, line: option.line, to: option.to });
    setRecent(readRecent(account));
    onOpened();
    void navigate(option.to);
  };

  useLayoutEffect(() => {
    keysRef.current = {
      onKeyDown(event) {
        if (options.length === 0) return;
        if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
          event.preventDefault();
          const step = event.key === 'ArrowDown' ? 1 : -1;
          setCursor({ options, at: (active + step + options.length) % options.length });
        } else if (event.key === 'Enter' && options[active]) {
          event.preventDefault();
          choose(options[active]);
        }
      },
    };
  });

  if (!open) return null;

  const count = answer?.page.count ?? 0;
  const status = showRecent
    ? recent.length === 0
      ? '输入订单号、PNR、票号、旅客姓名（可用拼音或首字母）、证件号后4位、联系电话或航班号'
      : '最近查看'
    : query.isError && wanted === typed
      ? '搜索失败，请稍后重试'
      : !answer || query.isPlaceholderData || wanted !== typed
        ? '正在搜索…'
        : count === 0
          ? `没有找到与“${wanted}”相关的记录`
          : `共 ${count} 条结果${count > SEARCH_PAGE_SIZE ? `，显示最相关的 ${SEARCH_PAGE_SIZE} 条` : ''}，↑↓ 选择，Enter 打开，Esc 关闭`;

  return (
    <div className="portal-search-panel">
      <div className="portal-search-status" role="status" aria-live="polite">
        {status}
      </div>
      <div
        role="listbox"
        id={SEARCH_LIST_ID}
        aria-label="搜索结果"
        aria-busy={options.length === 0 || undefined}
        className="portal-search-list"
      >
        {groups.map((group) => (
          <div role="group" aria-label={group.label} key={group.label}>
            <div className="portal-search-kind" aria-hidden>
              {group.label}
            </div>
            {group.options.map((option) => (
              <div
                key={option.id}
                id={option.id}
                role="option"
                aria-selected={option === current}
                className={option === current ? 'portal-search-option portal-search-active' : 'portal-search-option'}
                // The field keeps the focus: a click chooses without blurring it first.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(option)}
              >
                <div className="portal-search-line">{option.line}</div>
                {option.details && <div className="portal-search-details">{option.details}</div>}
                {option.matched && <div className="portal-search-details">匹配：{option.matched}</div>}
              </div>
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}
