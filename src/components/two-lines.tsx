import type { ReactNode } from 'react';
import { Space, Typography } from 'antd';

/** A table cell of two lines: the value, and a detail under it in the description grey. */
export function TwoLines({ main, sub }: { main: ReactNode; sub?: ReactNode }) {
  return (
    <Space orientation="vertical" size={0}>
      {typeof main === 'string' ? <Typography.Text>{main}</Typography.Text> : main}
      {sub !== undefined && sub !== null && sub !== false && <Typography.Text type="secondary">{sub}</Typography.Text>}
    </Space>
  );
}
