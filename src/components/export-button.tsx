import type { ReactNode } from 'react';
import { App, Button } from 'antd';
import { useWrite, type WriteDefinition } from '@/lib/mutation-kit';

/** What an export answers: the rows written, and whether the gateway capped them. */
interface ExportResult {
  count: number;
  truncated: boolean;
}

/**
 * 导出 Excel of a list: the rows its filter finds into a workbook, then how many (`已导出 3 个订单`), or
 * that the gateway capped them and the filter should narrow (`订单较多，仅导出了前 500 个…`).
 */
export function ExportButton<Input>({
  write,
  input,
  noun,
  unit,
  rows = noun,
  icon,
}: {
  write: WriteDefinition<Input, ExportResult>;
  /** The list's filters as the export's request. */
  input: Input;
  /** What there are many of: 订单 (较多). */
  noun: string;
  /** The measure word: 个, 条. */
  unit: string;
  /** What was exported, when it says more than the noun: 交易明细. */
  rows?: string;
  icon?: ReactNode;
}) {
  const { message } = App.useApp();
  const exporting = useWrite(write, {
    onSuccess: ({ count, truncated }) => {
      if (truncated) void message.warning(`${noun}较多，仅导出了前 ${count} ${unit}，请缩小查询范围后再导出`);
      else void message.success(`已导出 ${count} ${unit}${rows}`);
    },
  });
  return (
    <Button icon={icon} loading={exporting.isPending} onClick={() => exporting.submit(input)}>
      导出 Excel
    </Button>
  );
}
