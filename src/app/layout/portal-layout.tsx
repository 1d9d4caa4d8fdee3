import { memo, useMemo, useState } from 'react';
import { App, Avatar, ConfigProvider, Dropdown, Layout, Menu, Space, Tag, Typography } from 'antd';
import { HomeOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Link, Outlet, useMatches, useNavigate, type NavigateFunction } from 'react-router-dom';
import { env } from '@/config/env';
import { areaHome, userArea, type RouteMeta } from '@/config/routes';
import { AccountType, OrganType } from '@/domain/account';
import { useSessionUser } from '@/lib/current-user';
import type { SessionUser } from '@/lib/stored-user';
// Dates in Chinese for every signed-in screen (kept off /login).
import '@/lib/dates';
import { useLogout } from '@/features/account/api';
import { FlightChangeNoticeBell } from '@/features/bulletin/home-widgets';
import { DueBell } from '@/features/todo/bell';
import { SearchBox } from '@/features/search/search-box';
import { AUTH } from '@/config/auth-codes';
import { Authorized } from '@/components/authorized';
import { PrefetchLink } from '@/components/prefetch-link';
import { InsideMainLandmark } from '@/components/main-landmark';
import { MAIN_ID, SkipLink, useDialogTabWrap, useFocusOnScreenChange } from '@/components/main-focus';
import { buildMenu, menuKeyOf, menuPath, type MenuEntry } from './menu';
import { ZeroRuntimeAntd } from './antd-stylesheet';
import './portal-layout.css';

const HOME_KEY = 'HOME';

// Menu links start their screen's chunk once the page is idle and its reads on intent (PrefetchLink), as the
// lists' links do: a click then waits for neither the chunk's fetch, compilation and preload links nor a
// read it could have started at the press.
function toItems(entries: MenuEntry[]): NonNullable<React.ComponentProps<typeof Menu>['items']> {
  return entries.map((entry) =>
    entry.children
      ? { key: entry.key, label: entry.label, children: toItems(entry.children) }
      : { key: entry.key, label: entry.path ? <PrefetchLink to={entry.path}>{entry.label}</PrefetchLink> : entry.label },
  );
}

/** The path a menu key opens. */
function entryPath(entries: readonly MenuEntry[], key: string): string | undefined {
  for (const entry of entries) {
    const path = entry.key === key ? entry.path : entry.children && entryPath(entry.children, key);
    if (path) return path;
  }
  return undefined;
}

/** The frame of every signed-in screen, in both areas: header, menu from the tree, content. */
export function PortalLayout() {
  const user = useSessionUser();
  const navigate = useNavigate();
  const home = areaHome(user?.accountType);
  useFocusOnScreenChange();
  useDialogTabWrap();
  const matches = useMatches();
  const currentCode = [...matches].reverse().find((match) => (match.handle as RouteMeta | undefined)?.authCode)?.handle as
    RouteMeta | undefined;

  const entries = useMemo(() => buildMenu(user?.functionMenu?.rootMenuDirect ?? [], userArea(user?.accountType)), [user]);
  const selectedKey = (currentCode && menuKeyOf(entries, currentCode.authCode ?? '')) ?? currentCode?.authCode ?? HOME_KEY;

  // The layout renders again at every step of every navigation (the router's state): the header and the
  // menu, memoised on what they show, render only when that changes (docs/performance.md).
  return (
    <ZeroRuntimeAntd>
      <App>
        <Layout className="portal">
          <SkipLink />
          <PortalHeader user={user} home={home} navigate={navigate} />
          <Layout>
            <PortalMenu entries={entries} selectedKey={selectedKey} home={home} navigate={navigate} />
            <Layout.Content className="portal-content" id={MAIN_ID} tabIndex={-1}>
              <InsideMainLandmark value>
                <Outlet />
              </InsideMainLandmark>
            </Layout.Content>
          </Layout>
        </Layout>
      </App>
    </ZeroRuntimeAntd>
  );
}

interface PortalHeaderProps {
  user: SessionUser | null;
  home: string;
  /** The layout's (stable), for the bell: the header itself reads no router context. */
  navigate: NavigateFunction;
}

const PortalHeader = memo(function PortalHeader({ user, home, navigate }: PortalHeaderProps) {
  const logout = useLogout();
  return (
    <Layout.Header className="portal-header">
      <Link to={home} className="portal-brand">
        <img src="/favicon.svg" alt="" width={28} height={28} />
        <span>{env.appTitle}</span>
      </Link>
      <Space size="middle">
        {user && <SearchBox navigate={navigate} account={user.accountId} />}
        {userArea(user?.accountType) === 'agent' && (
          <Authorized code={AUTH.TODO}>
            <DueBell navigate={navigate} />
          </Authorized>
        )}
        <Authorized code={AUTH.FLIGHT_CHANGE_NOTICE}>
          <FlightChangeNoticeBell />
        </Authorized>
        {user?.organName && <Typography.Text className="portal-organ">{user.organName}</Typography.Text>}
        <Dropdown
          menu={{
            items: [{ key: 'logout', icon: <LogoutOutlined />, label: '退出登录', danger: true }],
            onClick: ({ key }) => key === 'logout' && logout.mutate(),
          }}
        >
          {/* Its name starts with what it shows (WCAG 2.5.3), then says what it opens. */}
          <button type="button" className="portal-user" aria-haspopup="menu">
            <Avatar size="small" icon={<UserOutlined />} aria-hidden />
            <span>{user?.displayName ?? user?.userName}</span>
            <Tag color="red" variant="filled">
              {user?.organType === 'ENTERPRISE' ? OrganType.label(user.organType) : AccountType.label(user?.accountType)}
            </Tag>
            <span className="visually-hidden">账号菜单</span>
          </button>
        </Dropdown>
      </Space>
    </Layout.Header>
  );
});

interface PortalMenuProps {
  entries: MenuEntry[];
  selectedKey: string;
  home: string;
  /** The layout's (stable): the menu itself reads no router context, so a navigation's steps pass it by. */
  navigate: NavigateFunction;
}

/**
 * The side menu without motion: each click on it starts a navigation, and its items' colour, background and
 * marker transitions (0.2–0.3 s, a frame of style and paint each) ran through the new screen's render —
 * about a third of a navigation's main-thread time at 3× CPU (docs/performance.md). Its groups open and
 * its selection moves at once. A key of its own for its variables: without one antd makes a new key (and a
 * new <style>, which the held style cache keeps) at every mount of the layout.
 */
const STILL_MENU = { token: { motion: false }, cssVar: { key: 'css-var-portal-menu' } } as const;

const PortalMenu = memo(function PortalMenu({ entries, selectedKey, home, navigate }: PortalMenuProps) {
  const [openKeys, setOpenKeys] = useState<string[]>(() => menuPath(entries, selectedKey) ?? []);
  // An item's title needs a tooltip only while the sider is narrowed to icons; otherwise the tooltip each
  // item wraps itself in is work at every navigation (the selection moving re-renders every item).
  const [narrowed, setNarrowed] = useState(false);
  const items = useMemo(
    () => [{ key: HOME_KEY, icon: <HomeOutlined />, label: <PrefetchLink to={home}>首页</PrefetchLink> }, ...toItems(entries)],
    [entries, home],
  );
  return (
    <Layout.Sider width={220} theme="light" className="portal-sider" breakpoint="lg" collapsedWidth={64} onCollapse={setNarrowed}>
      <ConfigProvider theme={STILL_MENU}>
        <Menu
          mode="inline"
          selectedKeys={[selectedKey]}
          openKeys={openKeys}
          onOpenChange={setOpenKeys}
          items={items}
          tooltip={narrowed ? undefined : false}
          onClick={({ key, domEvent }) => {
            // A click or Enter on an entry's link navigates by itself; a click beside the link, or
            // Enter on an entry reached with the arrow keys, goes through here.
            if (domEvent.target instanceof Element && domEvent.target.closest('a')) return;
            const path = key === HOME_KEY ? home : entryPath(entries, key);
            if (path) void navigate(path);
          }}
        />
      </ConfigProvider>
    </Layout.Sider>
  );
});
