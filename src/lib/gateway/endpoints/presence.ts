import { endpointsOf, type DateTimeText } from '../envelope';

const endpoint = endpointsOf('presence');

/**
 * Who else has a record open (docs/decisions.md "Presence is a lease, advisory only"): each open page
 * holds a short lease on the record it shows, renewed while it stays open and dropped when it closes.
 * Only an advice for people: revisions, not leases, decide which write stands.
 */

/** The records a page can announce itself on. */
export type PresenceRecordType = 'order' | 'nameList' | 'role' | 'subAccount' | 'regularPassenger' | 'staff';

export interface PresenceRequest {
  recordType: PresenceRecordType;
  /**
   * 记录的键：订单号、角色编码、子账号ID等。
   * @maxLength 64
   */
  recordKey: string;
  /**
   * 本页面的标识（页面打开时随机生成）：同一账号的两个窗口是两位查看者。
   * @pattern ^[A-Za-z0-9_-]{8,64}$
   */
  viewerId: string;
  /** 正在做什么：查看或编辑（编辑名单、修改联系人…）。 */
  activity: 'VIEWING' | 'EDITING';
}

/** Another viewer of the same record, of the caller's agency. */
export interface PresenceViewer {
  /** 账号显示名。 */
  displayName: string;
  userName: string;
  /** 角色名（子账号）；主账号为“主账号”。 */
  roleName: string;
  activity: 'VIEWING' | 'EDITING';
  /** 打开的时间（该页面第一次 touch 的网关时刻）。 */
  since: DateTimeText;
}

export interface PresenceAnswer {
  /** The others (never the caller's own page), the longest there first. */
  viewers: PresenceViewer[];
  /** 本次租约到期时间：页面须在此之前再次 touch（建议每分钟一次）。 */
  leaseUntil: DateTimeText;
}

export const presenceApi = {
  /**
   * Takes or renews the caller's page's lease on the record (2 minutes) and answers the other viewers
   * of the agency whose lease still runs.
   * @summary 声明正在查看某记录（续租），并取得其他查看者
   * @rule 租约2分钟；页面打开期间每分钟续一次；离开时调用 leave
   */
  touch: endpoint<PresenceRequest, PresenceAnswer>('/presence/touch'),
  /** @summary 离开某记录（放弃租约） */
  leave: endpoint<Omit<PresenceRequest, 'activity'>, Record<string, never>>('/presence/leave'),
};
