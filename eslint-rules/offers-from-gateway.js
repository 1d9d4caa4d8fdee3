/**
 * A screen offers what the gateway's `allowedActions` name, through the action registry
 * (src/components/actions: EntityActions, useEntityActions), never what it predicts from an entity's
 * state. This rule refuses every way a screen can decide an action from a state:
 *
 * - a state tested to show (`x.status === 'BOOKED' && <Button>`), choose (`? <ButtonLink> :`) or disable
 *   (`disabled: row.status !== 'BOOKED'`) an action;
 * - an `if` on a state whose branch holds an action element (`if (row.status === 'FAILED') return <Button>`);
 * - a `switch` on a state whose cases hold an action element;
 * - a state tested and stored first (`const canPay = order.status === 'UNPAID'`, `const ticketed =
 *   Boolean(row.ticketNo)`), then used as above;
 * - a state that makes a control read-only (`readOnly`, `aria-readonly`), as it does disabled;
 * - reading `allowedActions` itself: only the registry reads it.
 *
 * A state is a `status`/`state` field (or one ending in Status/State, such as reviewState), compared with a
 * literal or looked up in a list (`['A', 'B'].includes(x.status)`), or one of the few flags that stand for a
 * state (a ticket number issued, a notice confirmed, a deposit paid). A state still chooses what a page says
 * (a tag, a colour, a countdown, a notice): only a branch that holds an action element is refused.
 */

/** The elements that offer an action (a form or a checklist that ends in a write included). */
const ACTION_ELEMENT = /(Button|ButtonLink|Link|Popconfirm|Dialog|Actions|Form|Checklist)$/;
/** A field that names an entity's state. */
const STATE_FIELD = /^(status|state)$|[a-z](Status|State)$/;
/** Fields that stand for a state by being set (a ticket issued, a notice confirmed, a deposit paid). */
const STATE_FLAG = /^(ticketNo|confirmed|paid|enabled|signedOut)$/;
const EQUALITY = new Set(['===', '!==', '==', '!=']);

const MESSAGE =
  "Offer what the gateway's allowedActions name (components/actions: EntityActions, useEntityActions), not what a state predicts.";

function fieldName(node) {
  if (node?.type === 'MemberExpression' && !node.computed && node.property.type === 'Identifier') return node.property.name;
  if (node?.type === 'ChainExpression') return fieldName(node.expression);
  return undefined;
}

const isStateField = (node) => STATE_FIELD.test(fieldName(node) ?? '');
const isFunction = (node) =>
  node.type === 'ArrowFunctionExpression' || node.type === 'FunctionExpression' || node.type === 'FunctionDeclaration';

/** The child nodes of a node (every key holding a node or a list of nodes, but its parent). */
function children(node) {
  const found = [];
  for (const key of Object.keys(node)) {
    if (key === 'parent' || key === 'range' || key === 'loc') continue;
    const value = node[key];
    if (Array.isArray(value)) found.push(...value.filter((item) => item && typeof item.type === 'string'));
    else if (value && typeof value.type === 'string') found.push(value);
  }
  return found;
}

/** Whether some node within (not inside a nested function) satisfies the test. */
function some(node, test, intoFunctions = false) {
  if (!node) return false;
  if (test(node)) return true;
  return children(node).some((child) => (intoFunctions || !isFunction(child)) && some(child, test, intoFunctions));
}

function elementName(node) {
  const name = node.openingElement?.name;
  if (name?.type === 'JSXIdentifier') return name.name;
  if (name?.type === 'JSXMemberExpression') return name.property.name;
  return '';
}

const isActionElement = (node) => node.type === 'JSXElement' && ACTION_ELEMENT.test(elementName(node));
const holdsAction = (node) => some(node, isActionElement);

/** An entity's state value: upper-case, as the gateway names them ('BOOKED'); a form's own states ('read') are not an entity's. */
const isStateValue = (node) => node.type === 'Literal' && typeof node.value === 'string' && /^[A-Z][A-Z0-9_]*$/.test(node.value);

/** A state compared with one of its values, or looked up in a list of them (`['A', 'B'].includes(x.status)`). */
function comparesState(node) {
  if (node.type === 'BinaryExpression' && EQUALITY.has(node.operator)) {
    return (isStateField(node.left) && isStateValue(node.right)) || (isStateField(node.right) && isStateValue(node.left));
  }
  return node.type === 'CallExpression' && /^(includes|has)$/.test(fieldName(node.callee) ?? '') && node.arguments.some(isStateField);
}

/** A value read for its truth (`row.paid ? … : …`, `!row.ticketNo`, `Boolean(row.ticketNo)`), not as data (`selected.has(t.ticketNo)`). */
function isTruthTest(node) {
  const parent = node.parent?.type === 'ChainExpression' ? node.parent.parent : node.parent;
  if (!parent) return false;
  if (parent.type === 'LogicalExpression' || (parent.type === 'UnaryExpression' && parent.operator === '!')) return true;
  if (parent.type === 'ConditionalExpression' || parent.type === 'IfStatement') return parent.test === node || parent.test === node.parent;
  if (parent.type === 'CallExpression' && parent.callee.type === 'Identifier' && parent.callee.name === 'Boolean') return true;
  return parent.type === 'Property' || parent.type === 'JSXExpressionContainer';
}

/**
 * A flag stored for its truth (`const ticketed = Boolean(row.ticketNo)`, `= !row.paid`), or stored as it is
 * (`const ticket = row.ticketNo`): the variable stands for the state wherever it is tested.
 */
function storesFlag(part, init) {
  if (!STATE_FLAG.test(fieldName(part) ?? '')) return false;
  return part === init || (init.type === 'ChainExpression' && part === init.expression) || isTruthTest(part);
}

export default {
  meta: {
    type: 'problem',
    docs: { description: "Screens offer actions only through the action registry, from the gateway's allowedActions." },
    schema: [],
    messages: {
      fromState: MESSAGE,
      readsAllowed:
        'Only the action registry (components/actions) reads allowedActions: ask useEntityActions(kit, entity).may(action), or render EntityActions.',
    },
  },
  create(context) {
    const source = context.sourceCode;
    /** Variables holding a state test (`const canPay = order.status === 'UNPAID'`). */
    const stored = new Set();
    /** Places that decide on a test, checked at the end (a stored test may be declared below its use in source order of a closure). */
    const tests = [];

    function variableOf(identifier) {
      for (let scope = source.getScope(identifier); scope; scope = scope.upper) {
        const variable = scope.set.get(identifier.name);
        if (variable) return variable;
      }
      return undefined;
    }

    /** A test of an entity's state: a comparison with a literal, a list lookup, a state flag, or a variable holding one. */
    function isStateTest(node, intoFunctions = false) {
      return some(
        node,
        (part) => {
          if (comparesState(part)) return true;
          // A flag inside a handler is the handler's own business (a blank row kept), not a choice of the action.
          if (STATE_FLAG.test(fieldName(part) ?? '')) return !intoFunctions && isTruthTest(part);
          if (part.type === 'Identifier' && stored.size > 0 && part.parent?.type !== 'MemberExpression') {
            const variable = variableOf(part);
            return variable !== undefined && stored.has(variable);
          }
          return false;
        },
        intoFunctions,
      );
    }

    return {
      VariableDeclarator(node) {
        if (node.id.type !== 'Identifier' || !node.init || isFunction(node.init)) return;
        if (some(node.init, (part) => comparesState(part) || storesFlag(part, node.init))) {
          for (const variable of source.getDeclaredVariables(node)) stored.add(variable);
        }
      },
      LogicalExpression(node) {
        if (node.operator === '&&' && holdsAction(node.right)) tests.push({ node, test: node.left });
      },
      ConditionalExpression(node) {
        if (holdsAction(node.consequent) || holdsAction(node.alternate)) tests.push({ node, test: node.test });
      },
      IfStatement(node) {
        if (holdsAction(node.consequent) || holdsAction(node.alternate)) tests.push({ node, test: node.test });
      },
      'Property[key.name="disabled"]'(node) {
        tests.push({ node, test: node.value });
      },
      'JSXAttribute[name.name=/^(disabled|readOnly|aria-readonly)$/]'(node) {
        if (node.value?.type === 'JSXExpressionContainer') tests.push({ node, test: node.value.expression });
      },
      'Property[key.name="readOnly"]'(node) {
        tests.push({ node, test: node.value });
      },
      // What an action does chosen by a state (`onConfirm={() => lock({ locked: row.state !== 'LOCKED' })}`) chooses the action.
      JSXAttribute(node) {
        const element = node.parent?.parent;
        if (
          !/^on[A-Z]/.test(node.name.name ?? '') ||
          !element ||
          !isActionElement(element) ||
          node.value?.type !== 'JSXExpressionContainer'
        )
          return;
        tests.push({ node, test: node.value.expression, inside: true });
      },
      SwitchStatement(node) {
        if (
          (isStateField(node.discriminant) || isStateTest(node.discriminant)) &&
          node.cases.some((branch) => branch.consequent.some(holdsAction))
        ) {
          context.report({ node, messageId: 'fromState' });
        }
      },
      MemberExpression(node) {
        if (fieldName(node) === 'allowedActions') context.report({ node, messageId: 'readsAllowed' });
      },
      'ObjectPattern > Property[key.name="allowedActions"]'(node) {
        context.report({ node, messageId: 'readsAllowed' });
      },
      'Program:exit'() {
        for (const { node, test, inside } of tests) if (isStateTest(test, inside)) context.report({ node, messageId: 'fromState' });
      },
    };
  },
};
