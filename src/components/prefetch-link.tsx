import { Link, type LinkProps } from 'react-router-dom';
import { useIntentPrefetch } from '@/lib/prefetch';

/**
 * A link to another screen of the portal that starts the screen's chunk and reads on intent (hover or
 * focus, a press): the list links to a detail use it, through OrderNoLink or directly.
 */
export function PrefetchLink({ to, ...props }: LinkProps & { to: string }) {
  return <Link to={to} {...props} {...useIntentPrefetch(to)} />;
}
