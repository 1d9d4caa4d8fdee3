import { useEffect, useState } from 'react';
import { Alert } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { DUE_FIGURES } from '@/domain/due';
import { call } from '@/lib/gateway';
import { gatewayNow } from '@/lib/clock';
import { presenceApi, type PresenceRecordType, type PresenceViewer } from '@/lib/gateway/endpoints';

/*
 * Who else of the agency has the same record open (an order, its name list): "staff02 正在编辑名单，
 * 5分钟前打开". Each open page holds a short lease on the gateway, renewed as the bell asks (React
 * Query's refetchInterval, a minute) and dropped when the page goes. Advice only: revisions, not
 * leases, decide which save stands, so a failed touch is silent.
 */

const WHAT: Record<PresenceRecordType, string> = {
  order: '此订单',
  nameList: '名单',
  role: '此角色',
  subAccount: '此子账号',
  regularPassenger: '此常用旅客',
  staff: '账号资料',
};

/** One id per mounted page: the same account in two windows is two viewers. */
function newViewerId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** '刚刚' under a minute, then minutes, then hours. */
export function openedAgo(since: string, now: number): string {
  const minutes = Math.floor((now - Date.parse(since)) / 60_000);
  if (minutes < 1) return '刚刚';
  if (minutes < 60) return `${minutes}分钟前`;
  return `${Math.floor(minutes / 60)}小时前`;
}

export function presenceText(viewer: PresenceViewer, recordType: PresenceRecordType, now: number): string {
  const doing = viewer.activity === 'EDITING' ? '正在编辑' : '正在查看';
  return `${viewer.displayName} ${doing}${WHAT[recordType]}，${openedAgo(viewer.since, now)}打开`;
}

export interface PresenceNoticeProps {
  recordType: PresenceRecordType;
  recordKey: string;
  activity: 'VIEWING' | 'EDITING';
}

export function PresenceNotice({ recordType, recordKey, activity }: PresenceNoticeProps) {
  const [viewerId] = useState(newViewerId);
  const lease = { recordType, recordKey, viewerId };
  const touch = useQuery({
    queryKey: ['presence', recordType, recordKey, viewerId, activity],
    queryFn: async () => (await call(presenceApi.touch, { ...lease, activity }, { hideError: true, ignoreRedirect: true })).viewers,
    refetchInterval: DUE_FIGURES.refetchMs,
    refetchIntervalInBackground: true,
    staleTime: 0,
    gcTime: 0,
  });
  useEffect(
    () => () => {
      void call(presenceApi.leave, { recordType, recordKey, viewerId }, { hideError: true, ignoreRedirect: true }).catch(() => undefined);
    },
    [recordType, recordKey, viewerId],
  );
  const viewers = touch.data ?? [];
  if (viewers.length === 0) return null;
  const now = gatewayNow();
  return (
    <Alert
      type="info"
      showIcon
      style={{ marginBottom: 12 }}
      title={viewers.map((viewer) => presenceText(viewer, recordType, now)).join('；')}
      description={recordType === 'nameList' ? '各自保存时，系统按旅客合并；同一旅客双方都改动时，后保存的一方选择保留哪一方。' : undefined}
    />
  );
}
