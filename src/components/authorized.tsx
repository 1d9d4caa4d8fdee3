import type { ReactNode } from 'react';
import { useAccess } from '@/lib/current-user';

/** Renders its children only for users whose menu tree holds `code` (button permissions, spec §6). */
export function Authorized({ code, children, fallback = null }: { code: string; children: ReactNode; fallback?: ReactNode }) {
  return useAccess().can(code) ? children : fallback;
}
