import { BulletinCategory } from '@/domain/bulletin';
import type { BulletinDetail } from '@/lib/gateway/endpoints';
import type { Rng } from '../../kernel/random';
import { gatewayDayAt, toGatewayDate, toGatewayIso } from '../../kernel/time-format';
import drafts from './bulletins.json';

/** The 24 bulletins (news): policy, notices, promotions, system; one carries unsafe markup. */

/**
 * A bulletin as bulletins.json writes it: its words (title, introduction, one table, one list), its
 * category, publisher and age. The texts are data, kept out of code so they read and change as text.
 */
interface BulletinDraft {
  title: string;
  category: BulletinCategory;
  daysAgo: number;
  top?: boolean;
  publisher: string;
  intro: string;
  tableTitle: string;
  /** First row is the header. */
  table: string[][];
  listTitle: string;
  items: string[];
  /**
   * Raw markup appended unescaped: only the one bulletin that exercises the portal's sanitiser, with markup
   * that got through an earlier sanitiser: script, a handler, a style that blanks the portal, a fixed
   * overlay, a password form posting elsewhere, a remote (tracking) image.
   */
  unsafeMarkup?: string[];
}

/** The bulletin whose content carries script and an onerror handler, to exercise the sanitiser. */
export const UNSAFE_BULLETIN_PROD_NO = 'BL0010';

const BULLETIN_DRAFTS: readonly BulletinDraft[] = drafts.map((draft) => {
  if (!BulletinCategory.is(draft.category)) throw new Error(`bulletins.json: "${draft.title}" has no category ${draft.category}`);
  return { ...draft, category: draft.category };
});

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const chineseDate = (ms: number) => {
  const [year, month, day] = toGatewayDate(ms).split('-').map(Number);
  return `${year}年${month}月${day}日`;
};

function bulletinHtml(draft: BulletinDraft, publishMs: number): string {
  const [head = [], ...rows] = draft.table;
  const cells = (row: string[], tag: 'th' | 'td') => row.map((cell) => `<${tag}>${escapeHtml(cell)}</${tag}>`).join('');
  return [
    `<h2>${escapeHtml(draft.title)}</h2>`,
    '<p>各合作旅行社、代理人：</p>',
    `<p>${escapeHtml(draft.intro)}</p>`,
    `<h3>一、${escapeHtml(draft.tableTitle)}</h3>`,
    `<table><thead><tr>${cells(head, 'th')}</tr></thead><tbody>${rows.map((row) => `<tr>${cells(row, 'td')}</tr>`).join('')}</tbody></table>`,
    `<h3>二、${escapeHtml(draft.listTitle)}</h3>`,
    `<ol>${draft.items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ol>`,
    draft.unsafeMarkup?.join('') ?? '',
    '<p>特此通知。</p>',
    `<p style="text-align:right">${escapeHtml(draft.publisher)}<br>${chineseDate(publishMs)}</p>`,
  ].join('\n');
}

const summaryOf = (intro: string) => (intro.length > 60 ? `${intro.slice(0, 60)}…` : intro);

export function seedBulletins(now: number, rng: Rng): BulletinDetail[] {
  return BULLETIN_DRAFTS.map((draft, index) => {
    const publishMs = gatewayDayAt(now, -draft.daysAgo, `${rng.int(8, 17)}:${String(rng.int(0, 59)).padStart(2, '0')}`);
    return {
      prodNo: `BL${String(index + 1).padStart(4, '0')}`,
      title: draft.title,
      category: draft.category,
      publishTime: toGatewayIso(publishMs),
      top: draft.top ?? false,
      summary: summaryOf(draft.intro),
      content: bulletinHtml(draft, publishMs),
      publisher: draft.publisher,
    };
  });
}
