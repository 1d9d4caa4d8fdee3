import { useId, type ReactNode } from 'react';
import { Button, Popconfirm, Space, Tooltip } from 'antd';
import { Link, type To } from 'react-router-dom';
import { ButtonLink } from '@/components/button-link';
import { useAccess } from '@/lib/current-user';
import { declinedActions, permittedActions, withheldActions, type ActionDef, type ActionKit, type ActionSubject } from './registry';

/**
 * What an action does on this screen: a function (open the screen's dialog, call its write), a link,
 * or the screen's own control when the action needs one (a bid's raise with its price dialog). A link
 * of the kit (`to`) needs no handler.
 */
export type ActionHandler = (() => void) | { to: To } | { element: ReactNode };

/** What the user may do to the entity now (the kit's gate): `may` for a panel's own controls. */
export function useEntityActions<A extends string, E>(kit: ActionKit<A, E>, entity: E & ActionSubject<A>) {
  const access = useAccess();
  const permitted = permittedActions(kit, entity, access.can);
  return {
    permitted,
    may: (action: A) => permitted.includes(action),
    declined: declinedActions(kit, entity, access.can),
    /** Allowed by the gateway, but not to this user (a page says who may). */
    withheld: withheldActions(kit, entity, access.can),
  };
}

interface Props<A extends string, E> {
  kit: ActionKit<A, E>;
  entity: E & ActionSubject<A>;
  /** What each action does here; an action of the kit without a link or a handler is not shown on this screen. */
  handlers?: Partial<Record<A, ActionHandler>>;
  /** bar: a detail page's action bar (buttons); row: a table row's actions (links, named with `subject`). */
  variant?: 'bar' | 'row';
  /** Ends every accessible name of a row ('取消 AN300007'), as rows repeat the same labels. */
  subject?: string;
  busy?: Partial<Record<A, boolean>>;
  /** Shown when no action is (a row's '-'). */
  empty?: ReactNode;
  /** Shown after the actions (返回订单列表). */
  children?: ReactNode;
}

/**
 * The one renderer of entity actions: the kit's actions the gateway allows and the user's functions
 * permit, in the kit's order, each as its handler says; an action the gateway declines with a reason
 * (`actionNotes`) stands disabled among them with the reason in a tooltip (hover or keyboard focus) and
 * as its accessible description.
 */
export function EntityActions<A extends string, E>({
  kit,
  entity,
  handlers = {},
  variant = 'bar',
  subject,
  busy = {},
  empty = null,
  children,
}: Props<A, E>) {
  const { permitted, declined } = useEntityActions(kit, entity);
  const reasons = new Map(declined.map(({ action, reason }) => [action, reason]));
  const hints: Partial<Record<A, string>> = entity.actionHints ?? {};
  const handled = (action: A) => kit[action].to !== undefined || handlers[action] !== undefined;
  const shown = (Object.keys(kit) as A[]).filter(
    (action) => !kit[action].inPanel && handled(action) && (permitted.includes(action) || reasons.has(action)),
  );
  if (shown.length === 0 && !children) return <>{empty}</>;
  return (
    <Space size={variant === 'row' ? 4 : 8} wrap>
      {shown.map((action) =>
        reasons.has(action) ? (
          <DeclinedAction key={action} def={kit[action]} reason={reasons.get(action)!} variant={variant} subject={subject} />
        ) : (
          <AllowedAction
            key={action}
            def={kit[action]}
            entity={entity}
            handler={handlers[action]}
            variant={variant}
            subject={subject}
            busy={busy[action]}
            hint={hints[action]}
          />
        ),
      )}
      {children}
    </Space>
  );
}

function accessibleName(def: ActionDef<never>, subject: string | undefined): string | undefined {
  return subject ? `${def.label} ${subject}` : undefined;
}

/** An allowed action as the kit defines it and the screen handles it. */
interface AllowedProps<E> {
  def: ActionDef<E>;
  entity: E;
  handler: ActionHandler | undefined;
  variant: 'bar' | 'row';
  subject?: string;
  busy?: boolean;
}

/** An allowed action the gateway says something about (`actionHints`): the words in a tooltip (hover or focus) and as its description. */
function AllowedAction<E>(props: AllowedProps<E> & { hint?: string }) {
  const id = useId();
  if (!props.hint) return <AllowedControl {...props} />;
  return (
    <>
      <Tooltip title={props.hint} trigger={['hover', 'focus']}>
        <span>
          <AllowedControl {...props} describedBy={id} />
        </span>
      </Tooltip>
      <span id={id} className="visually-hidden">
        {props.def.label}：{props.hint}
      </span>
    </>
  );
}

function AllowedControl<E>({ def, entity, handler, variant, subject, busy, describedBy }: AllowedProps<E> & { describedBy?: string }) {
  const name = accessibleName(def as ActionDef<never>, subject);
  if (handler && typeof handler === 'object' && 'element' in handler) return <>{handler.element}</>;
  const to = handler && typeof handler === 'object' ? handler.to : def.to?.(entity);
  if (to !== undefined) {
    return variant === 'row' ? (
      <Link to={to} aria-label={name} aria-describedby={describedBy}>
        {def.label}
      </Link>
    ) : (
      <ButtonLink type={def.primary ? 'primary' : undefined} to={to} aria-label={name} aria-describedby={describedBy}>
        {def.label}
      </ButtonLink>
    );
  }
  const onClick = typeof handler === 'function' ? handler : undefined;
  const confirm = def.confirm?.(entity);
  const button = (
    <Button
      type={variant === 'row' ? 'link' : def.primary ? 'primary' : 'default'}
      size={variant === 'row' ? 'small' : undefined}
      danger={def.danger}
      loading={busy}
      aria-label={name}
      aria-describedby={describedBy}
      onClick={confirm ? undefined : onClick}
    >
      {def.label}
    </Button>
  );
  return confirm ? (
    <Popconfirm title={confirm} okText={def.label} cancelText="返回" onConfirm={onClick}>
      {button}
    </Popconfirm>
  ) : (
    button
  );
}

/**
 * A declined action: it looks disabled and does nothing, yet stays in the tab order (aria-disabled, not
 * disabled) so that a keyboard user reaches it and hears or sees why.
 */
function DeclinedAction({
  def,
  reason,
  variant,
  subject,
}: {
  def: ActionDef<never>;
  reason: string;
  variant: 'bar' | 'row';
  subject?: string;
}) {
  const id = useId();
  return (
    <>
      <Tooltip title={reason} trigger={['hover', 'focus']}>
        <Button
          type={variant === 'row' ? 'link' : 'default'}
          size={variant === 'row' ? 'small' : undefined}
          className="ant-btn-disabled"
          aria-disabled="true"
          aria-label={accessibleName(def, subject)}
          aria-describedby={id}
          onClick={(event) => event.preventDefault()}
        >
          {def.label}
        </Button>
      </Tooltip>
      <span id={id} className="visually-hidden">
        {def.label}不可用：{reason}
      </span>
    </>
  );
}
