import { ErrorResult } from './error-result';

export default function ForbiddenScreen() {
  return <ErrorResult status="403" title="无权访问" subTitle="抱歉，您的账号没有访问该页面的权限，如需开通请联系管理员" />;
}
