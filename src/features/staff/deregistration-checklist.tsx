import { Space, Typography } from 'antd';
import { CheckCircleFilled, CloseCircleFilled } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { href, ROUTES } from '@/config/routes';
import { DeregistrationCondition } from '@/domain/agency';
import type { DeregistrationCheckItem } from '@/lib/gateway';
import { PlainList } from '@/components/plain-list';

/**
 * The gateway's deregistration conditions, in its order: each met (✓) or blocking (✗) with what was
 * found, and for a blocking one a link to the screen where the user clears it.
 */
export function DeregistrationChecklist({
  items,
  loading,
  onRetry,
}: {
  items?: readonly DeregistrationCheckItem[];
  loading: boolean;
  onRetry?: () => void;
}) {
  return (
    <PlainList
      items={items}
      loading={loading}
      onRetry={onRetry}
      emptyText="暂无检查结果"
      itemKey={(item) => item.condition}
      renderItem={(item) => (
        <>
          <Space align="start" size={12} data-condition={item.condition}>
            {item.ok ? (
              <CheckCircleFilled aria-hidden style={{ color: '#389e0d', fontSize: 20, marginTop: 2 }} />
            ) : (
              <CloseCircleFilled aria-hidden style={{ color: '#cf1322', fontSize: 20, marginTop: 2 }} />
            )}
            <Space orientation="vertical" size={2}>
              <Space size={8}>
                <Typography.Text strong>{DeregistrationCondition.label(item.condition)}</Typography.Text>
                <Typography.Text type={item.ok ? 'success' : 'danger'}>{item.ok ? '✓ 已满足' : '✗ 未满足'}</Typography.Text>
              </Space>
              <Typography.Text type="secondary">{item.description}</Typography.Text>
            </Space>
          </Space>
          {!item.ok && <Link to={href(item.linkTo)}>{`前往${ROUTES[item.linkTo].title}`}</Link>}
        </>
      )}
    />
  );
}
