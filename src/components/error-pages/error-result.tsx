import { Button, Result, Space } from 'antd';
import { Link } from 'react-router-dom';
import { ROUTES } from '@/config/routes';

export const DEFAULT_ROUTE_ERROR_MESSAGE = '出错了';

interface ErrorResultProps {
  status: '403' | '404' | '500';
  title: string;
  subTitle?: React.ReactNode;
  extra?: React.ReactNode;
}

/** The look of every error page: antd Result with a way back. */
export function ErrorResult({ status, title, subTitle, extra }: ErrorResultProps) {
  return (
    <main className="error-page">
      <Result
        status={status}
        title={title}
        subTitle={subTitle}
        extra={
          extra ?? (
            <Space>
              <Button type="primary">
                <Link to={ROUTES.root.path}>返回首页</Link>
              </Button>
              <Button onClick={() => window.history.back()}>返回上一页</Button>
            </Space>
          )
        }
      />
    </main>
  );
}

/** Spec §2/§8: the 500 page shows the error code and message, default 出错了. */
export function ServerErrorResult({ code, message }: { code?: string | null; message?: string | null }) {
  return (
    <ErrorResult
      status="500"
      title={message || DEFAULT_ROUTE_ERROR_MESSAGE}
      subTitle={code ? `错误代码：${code}` : '请稍后重试，或联系客服处理'}
    />
  );
}
