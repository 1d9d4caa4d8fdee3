import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { BizRequestError, SESSION_EXPIRED_CODE, TransportRequestError } from '@/lib/gateway';
import { ErrorResult, ServerErrorResult } from './error-result';

/** The route error boundary: what went wrong, as a 500 page with its code and message. */
export function RouteErrorPage() {
  const error = useRouteError();

  if (isRouteErrorResponse(error)) {
    if (error.status === 404) return <ErrorResult status="404" title="页面不存在" subTitle="您访问的页面不存在或已被移除" />;
    if (error.status === 403) return <ErrorResult status="403" title="无权访问" subTitle="您没有访问该页面的权限" />;
    return <ServerErrorResult code={String(error.status)} message={typeof error.data === 'string' ? error.data : error.statusText} />;
  }
  if (error instanceof BizRequestError) {
    if (error.errorCode === SESSION_EXPIRED_CODE) {
      return <ErrorResult status="403" title="登录已过期" subTitle="正在跳转到登录页，登录后将回到当前页面" extra={null} />;
    }
    return <ServerErrorResult code={error.errorCode} message={error.errorMsg} />;
  }
  if (error instanceof TransportRequestError) {
    return <ServerErrorResult code={error.status ? `HTTP ${error.status}` : undefined} message={error.message} />;
  }
  const code = error instanceof Error ? error.name : undefined;
  return <ServerErrorResult code={code} message={error instanceof Error ? error.message : undefined} />;
}
