import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { routeByAuthCode } from '@/config/routes';
import type { UserArea } from '@/config/routes';
import { ProcessStatus } from '@/domain/auction';
import { AdvanceState } from '@/domain/series';
import { MilestoneStage, TicketStatus } from '@/domain/order';
import type { MenuNode } from '@/lib/gateway/endpoints';
import { agentMenuTree, enterpriseMenuTree, normalMenuTree } from '@/mocks/kernel/menu-tree';

/** One word for one thing: a menu leaf and its page, an order's stages and the series', a change and its ticket. */

const leaves = (nodes: readonly MenuNode[]): MenuNode[] => nodes.flatMap((node) => [node, ...leaves(node.subMenuDirects ?? [])]);

describe('one word for one thing', () => {
  it('every menu leaf the gateway hands out is named as the page it opens (散客票, not 散客B2B)', () => {
    const trees: [UserArea, MenuNode[]][] = [
      ['agent', agentMenuTree()],
      ['agent', enterpriseMenuTree()],
      ['normal', normalMenuTree()],
    ];
    const differing = trees.flatMap(([area, tree]) =>
      leaves(tree)
        .map((node) => ({ node, route: routeByAuthCode(node.authCode, area) }))
        .filter(({ node, route }) => route && route.title !== node.menuName)
        .map(({ node, route }) => `${node.authCode}: menu ${node.menuName}, page ${route!.title}`),
    );
    expect(differing).toEqual([]);
  });

  it('a team order’s stages read as the series’ advance details do; the bid deposit’s 保证金 stays the bid’s', () => {
    expect(MilestoneStage.label('FAILED')).toBe(AdvanceState.label('CLOSED'));
    expect(MilestoneStage.label('SUCCESSED')).toBe(AdvanceState.label('PAID'));
    expect(MilestoneStage.label('WAIT')).toBe(AdvanceState.label('DUE'));
    expect(MilestoneStage.label('NOT_START')).toBe(AdvanceState.label('NOT_START'));
    expect(MilestoneStage.label('NO_DEPOSIT')).toBe('无需定金');
    expect(MilestoneStage.values.map((value) => MilestoneStage.label(value)).join('')).not.toMatch(/保证金|失败/);
    expect(ProcessStatus.label('NO_DEPOSIT')).toBe('无需保证金');
  });

  it('a ticket replaced by a change (改期) reads 已改期, and nothing the portal or the gateway writes calls it 改签', () => {
    expect(TicketStatus.label('EXCHANGED')).toBe('已改期');
    // 改签 is the one word of an airline's schedule change (改签其他航班, 已改签): the agent's own
    // change of a ticket is 改期 everywhere else. The schedule-change vocabulary is the only place it appears.
    const scheduleChange = /schedule-change|domain[\\/]bulletin\.ts|endpoints[\\/]bulletin\.ts|error-codes\.ts/;
    const sources = readdirSync('src', { recursive: true, encoding: 'utf8' }).filter(
      (file) => /\.tsx?$/.test(file) && !scheduleChange.test(file),
    );
    expect(sources.filter((file) => readFileSync(join('src', file), 'utf8').includes('改签'))).toEqual([]);
  });
});
