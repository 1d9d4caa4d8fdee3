import type { ScheduleChangeStatus } from '@/domain/bulletin';

/** What a change's order record keeps of its steps (rules/schedule-change.ts). */
interface Steps {
  moves: readonly unknown[];
  handledPassengers: Readonly<Record<string, string>>;
}

/**
 * The status a change ends with on an order: the step that finished it, unless its steps were of both
 * kinds — some passengers refunded, the others moved (rebooked or accepted) — which is MIXED, as neither
 * 已退票 nor 已改签 alone says what happened to the group.
 */
export function finalStatus(impact: Steps, status: ScheduleChangeStatus): ScheduleChangeStatus {
  const refunded = status === 'REFUNDED' || Object.values(impact.handledPassengers).some((what) => what.startsWith('已退票'));
  const moved = status !== 'REFUNDED' || impact.moves.length > 0;
  return refunded && moved ? 'MIXED' : status;
}
