import { useContext } from 'react';
import { Button, Result, Space } from 'antd';
import { ROUTES } from '@/config/routes';
import { ButtonLink } from '../button-link';
import { InsideMainLandmark } from '../main-landmark';
import './error-result.css';

export const DEFAULT_ROUTE_ERROR_MESSAGE = '出错了';

interface ErrorResultProps {
  status: '403' | '404' | '500';
  title: string;
  subTitle?: React.ReactNode;
  extra?: React.ReactNode;
}

/** The look of every error page: antd Result with a way back; its title is the page's h1. */
export function ErrorResult({ status, title, subTitle, extra }: ErrorResultProps) {
  // Inside the layout, whose content is already the page's main landmark, a section.
  const Landmark = useContext(InsideMainLandmark) ? 'section' : 'main';
  return (
    <Landmark className="error-page">
      <Result
        status={status}
        title={<h1 className="error-page-title">{title}</h1>}
        subTitle={subTitle}
        extra={
          extra ?? (
            <Space>
              <ButtonLink type="primary" to={ROUTES.root.path}>
                返回首页
              </ButtonLink>
              <Button onClick={() => window.history.back()}>返回上一页</Button>
            </Space>
          )
        }
      />
    </Landmark>
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
