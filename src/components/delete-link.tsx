import type { ReactNode } from 'react';
import { Button, Popconfirm } from 'antd';

/** A row's 删除, asked first (`title` says what goes), named with the row's `subject` as rows repeat the label. */
export function DeleteLink({
  subject,
  title,
  description,
  busy,
  onConfirm,
}: {
  subject: string;
  title: string;
  description?: ReactNode;
  busy: boolean;
  onConfirm: () => void;
}) {
  return (
    <Popconfirm
      title={title}
      description={description}
      okText="删除"
      cancelText="取消"
      okButtonProps={{ danger: true }}
      onConfirm={onConfirm}
    >
      <Button type="link" size="small" danger disabled={busy} aria-label={`删除 ${subject}`}>
        删除
      </Button>
    </Popconfirm>
  );
}
