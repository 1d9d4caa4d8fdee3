import type { SettleLogAction } from '@/domain/log-action';
import type { Draft } from 'immer';
import type { SimulatorState } from '../../state';
import { SETTLE_LOG_SIZE } from './figures';
import type { LogEntry } from './log';

/**
 * The simulator-wide log of what the settle step did to entities that keep no history of their own
 * (captchas, SMS codes, login locks, sessions), newest first; the developer panel shows it.
 */
export function writeSettleLog(draft: Draft<SimulatorState>, entry: LogEntry<SettleLogAction>): void {
  draft.settleLog.unshift(entry);
  if (draft.settleLog.length > SETTLE_LOG_SIZE) draft.settleLog.length = SETTLE_LOG_SIZE;
}
