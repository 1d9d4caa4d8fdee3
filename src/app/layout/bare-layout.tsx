import { App, Layout, Typography } from 'antd';
import { Link, Outlet } from 'react-router-dom';
import { env } from '@/config/env';
import { areaHome } from '@/config/routes';
import { useSessionUser } from '@/lib/current-user';
// Dates in Chinese, as in the portal layout.
import '@/lib/dates';
import { InsideMainLandmark } from '@/components/main-landmark';
import { MAIN_ID, SkipLink, useDialogTabWrap, useFocusOnScreenChange } from '@/components/main-focus';
import { ZeroRuntimeAntd } from './antd-stylesheet';
import './portal-layout.css';

/**
 * The frame of the stand-alone pages (the cashier at /pay that outside pages link into): the airline's
 * name and who is paying, no menu. The session root above it has already restored the session, and each
 * screen keeps its own guard.
 */
export function BareLayout() {
  const user = useSessionUser();
  useFocusOnScreenChange();
  useDialogTabWrap();
  return (
    <ZeroRuntimeAntd>
      <App>
        <Layout className="portal">
          <SkipLink />
          <Layout.Header className="portal-header">
            <Link to={areaHome(user?.accountType)} className="portal-brand">
              <img src="/favicon.svg" alt="" width={28} height={28} />
              <span>{env.appTitle}</span>
            </Link>
            {user && <Typography.Text className="portal-organ">{user.organName ?? user.displayName ?? user.userName}</Typography.Text>}
          </Layout.Header>
          <Layout.Content className="bare-content" id={MAIN_ID} tabIndex={-1}>
            <InsideMainLandmark value>
              <Outlet />
            </InsideMainLandmark>
          </Layout.Content>
        </Layout>
      </App>
    </ZeroRuntimeAntd>
  );
}
