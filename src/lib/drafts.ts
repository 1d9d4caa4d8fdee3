import { useCallback, useEffect, useMemo } from 'react';
import dayjs from 'dayjs';
import { useLocation } from 'react-router-dom';
import { localStore } from './storage';
import { useSessionUser } from './current-user';

/**
 * Form drafts: what a user types is kept per account, screen and form in localStorage, so neither
 * a reload nor a session expiry (redirect to /login and back) loses it. A submit clears it.
 */
const DRAFT_PREFIX = 'b2b.draft:';
export const DRAFT_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

interface StoredDraft {
  savedAt: number;
  values: unknown;
}

const DATE_TAG = '$date';

function encode(value: unknown): unknown {
  if (dayjs.isDayjs(value)) return { [DATE_TAG]: value.toISOString() };
  if (Array.isArray(value)) return value.map(encode);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, encode(item)]));
  }
  return value;
}

function decode(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(decode);
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (typeof record[DATE_TAG] === 'string') return dayjs(record[DATE_TAG]);
    return Object.fromEntries(Object.entries(record).map(([key, item]) => [key, decode(item)]));
  }
  return value;
}

export function draftKey(accountId: string, pathname: string, formId: string): string {
  return `${DRAFT_PREFIX}${accountId}:${pathname}:${formId}`;
}

export function readDraft<T>(key: string, now = Date.now()): T | null {
  const stored = localStore.get<StoredDraft>(key);
  if (!stored) return null;
  if (now - stored.savedAt > DRAFT_MAX_AGE_MS) {
    localStore.remove(key);
    return null;
  }
  return decode(stored.values) as T;
}

export function saveDraft(key: string, values: unknown): void {
  localStore.set(key, { savedAt: Date.now(), values: encode(values) } satisfies StoredDraft);
}

interface DraftForm<T> {
  setFieldsValue(values: Partial<T>): void;
}

/**
 * Keeps an antd form's values as a draft: restores it on mount, saves on every change.
 * Spread `onValuesChange` on the Form; call `clear()` after a successful submit.
 */
export function useFormDraft<T>(form: DraftForm<T>, formId: string) {
  const user = useSessionUser();
  const { pathname } = useLocation();
  const key = useMemo(() => (user ? draftKey(user.accountId, pathname, formId) : null), [user, pathname, formId]);

  useEffect(() => {
    if (!key) return;
    const draft = readDraft<Partial<T>>(key);
    if (draft) form.setFieldsValue(draft);
  }, [key, form]);

  const onValuesChange = useCallback(
    (_changed: unknown, all: T) => {
      if (key) saveDraft(key, all);
    },
    [key],
  );
  const clear = useCallback(() => {
    if (key) localStore.remove(key);
  }, [key]);

  return { onValuesChange, clear };
}
