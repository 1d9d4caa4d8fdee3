import { useCallback, useEffect, useMemo, useState } from 'react';
import dayjs from 'dayjs';
import { useLocation } from 'react-router-dom';
import { DRAFT_PREFIX, sessionStore } from './storage';
import { useSessionUser } from './current-user';

export { clearDrafts, discardLegacyDrafts } from './storage';

/**
 * Form drafts: what a user types is kept per account, screen and form, so neither a reload nor a
 * session expiry (redirect to /login and back) loses it. A submit clears it, and so does logout.
 *
 * They live in sessionStorage, as long as the tab: a draft can hold passengers' names, ID numbers
 * and phones, and an agency PC is shared. Secrets never enter one (`isSecretField`).
 */
/**
 * A draft older than a working day is stale. The age is measured by the browser's clock on purpose,
 * not the gateway's: both ends of the interval (saved, read) are local events in this tab, so the
 * browser's clock measures it exactly, while the gateway clock can jump (the simulator panel moves
 * it by days) and would discard work typed a minute ago.
 */
export const DRAFT_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/** Words of a field name that make it a secret: passwords, PINs, captchas, one-time codes, tokens. */
export const SECRET_WORDS: ReadonlySet<string> = new Set([
  'password',
  'passwd',
  'pwd',
  'pin',
  'captcha',
  'otp',
  'secret',
  'token',
  'verify',
  'verification',
]);

/** Words that, before `code`, make it a verification code (smsCode, checkCode) rather than data. */
export const VERIFICATION_CODE_WORDS: ReadonlySet<string> = new Set([
  'sms',
  'check',
  'valid',
  'dynamic',
  'security',
  'auth',
  'mobile',
  'phone',
  'email',
]);

function nameWords(name: string): string[] {
  return name
    .split(/(?=[A-Z])|[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word.toLowerCase());
}

/**
 * The rule that keeps secrets out of drafts, by field name (at any depth of the values): a name is
 * secret when one of its words (split at camelCase humps and separators) is in SECRET_WORDS
 * (password, newPassword, dynamicPassword, captchaCode, captchaKey, otp, verifyCode), or when it is
 * `code` itself or ends in `code` after a word of VERIFICATION_CODE_WORDS (smsCode, checkCode). A
 * code that is data the user typed — creditCode, cityCode, airportCode — stays: losing it would cost
 * work, and it is no secret. A form names what the rule cannot guess in `exclude`.
 */
export function isSecretField(name: string, exclude: readonly string[] = []): boolean {
  if (exclude.includes(name)) return true;
  const words = nameWords(name);
  if (words.some((word) => SECRET_WORDS.has(word))) return true;
  if (words.at(-1) !== 'code') return false;
  return words.length === 1 || VERIFICATION_CODE_WORDS.has(words.at(-2)!);
}

interface StoredDraft {
  savedAt: number;
  values: unknown;
}

const DATE_TAG = '$date';

function encode(value: unknown, exclude: readonly string[]): unknown {
  if (dayjs.isDayjs(value)) return { [DATE_TAG]: value.toISOString() };
  if (Array.isArray(value)) return value.map((item) => encode(item, exclude));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => !isSecretField(key, exclude))
        .map(([key, item]) => [key, encode(item, exclude)]),
    );
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
  const stored = sessionStore.get<StoredDraft>(key);
  if (!stored) return null;
  if (now - stored.savedAt > DRAFT_MAX_AGE_MS) {
    sessionStore.remove(key);
    return null;
  }
  return decode(stored.values) as T;
}

/** Saves a form's values without its secret fields (`isSecretField`, plus `exclude`). */
export function saveDraft(key: string, values: unknown, exclude: readonly string[] = []): void {
  sessionStore.set(key, { savedAt: Date.now(), values: encode(values, exclude) } satisfies StoredDraft);
}

interface DraftForm<T> {
  setFieldsValue(values: Partial<T>): void;
}

export interface FormDraftOptions {
  /** More field names to keep out of the draft, beyond what `isSecretField` recognises. */
  exclude?: readonly string[];
  /**
   * A public form (the registration) keeps its draft with nobody signed in, under GUEST_DRAFT_OWNER
   * (still per tab, and cleared with every other draft at logout). Without it a guest keeps none.
   */
  guest?: boolean;
}

/** The owner of a public form's draft when nobody is signed in. */
const GUEST_DRAFT_OWNER = 'guest';

/** The draft key of a form on this screen for the signed-in account (or a guest's, for a public form). */
function useDraftKey(formId: string, guest = false): string | null {
  const user = useSessionUser();
  const { pathname } = useLocation();
  const owner = user?.accountId ?? (guest ? GUEST_DRAFT_OWNER : null);
  return useMemo(() => (owner ? draftKey(owner, pathname, formId) : null), [owner, pathname, formId]);
}

/**
 * The draft a form of this screen has waiting, read once per screen and account: a form shown only on
 * demand (an edit opened by a button, rows chosen to edit) opens again after an expiry as it was.
 */
export function useStoredDraft<T>(formId: string, options: Pick<FormDraftOptions, 'guest'> = {}): Partial<T> | null {
  const key = useDraftKey(formId, options.guest);
  return useMemo(() => (key === null ? null : readDraft<Partial<T>>(key)), [key]);
}

/** Whether a form of this screen has a draft waiting (`useStoredDraft`). */
export const useHasFormDraft = (formId: string, options: Pick<FormDraftOptions, 'guest'> = {}): boolean =>
  useStoredDraft(formId, options) !== null;

/**
 * Keeps an antd form's values as a draft: restores it on mount, saves on every change (secrets
 * left out). Spread `onValuesChange` on the Form; call `clear()` after a successful submit.
 */
export function useFormDraft<T>(form: DraftForm<T>, formId: string, options: FormDraftOptions = {}) {
  const key = useDraftKey(formId, options.guest);
  // By content, so an inline array does not make a new callback on every render.
  const excludeKey = (options.exclude ?? []).join('\n');

  useEffect(() => {
    if (!key) return;
    const draft = readDraft<Partial<T>>(key);
    if (draft) form.setFieldsValue(draft);
  }, [key, form]);

  const onValuesChange = useCallback(
    (_changed: unknown, all: T) => {
      if (key) saveDraft(key, all, excludeKey ? excludeKey.split('\n') : []);
    },
    [key, excludeKey],
  );
  const clear = useCallback(() => {
    if (key) sessionStore.remove(key);
  }, [key]);

  return { onValuesChange, clear };
}

/**
 * The revision a form's draft was typed over, kept beside the draft for the tab's life. Restored after a
 * reload or a session expiry, what was typed stays based on what was read when typing began, so a
 * colleague's save in between meets the conflict dialog instead of being overwritten unseen. With no
 * draft waiting, the revision read now (and it is remembered for the draft to come).
 */
export function useDraftBase(formId: string | undefined, revision: number): number {
  const key = useDraftKey(formId ?? '');
  const [base] = useState(() => {
    if (formId === undefined || key === null) return revision;
    const baseKey = `${key}:base`;
    const stored = sessionStore.get<number>(baseKey);
    if (typeof stored === 'number' && readDraft(key) !== null) return stored;
    sessionStore.set(baseKey, revision);
    return revision;
  });
  return base;
}
