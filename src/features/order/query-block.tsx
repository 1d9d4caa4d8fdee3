/** The order screens' in-place read (moved to components/ for the shared cancel dialog). */
export { QueryBlock } from '@/components/query-block';
