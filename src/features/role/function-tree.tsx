import { useMemo, useState, type Key } from 'react';
import { Button, Space, Tag, Tree, Typography, type TreeDataNode } from 'antd';
import type { MenuNode } from '@/lib/gateway';
import {
  functionCodesToSend,
  indexFunctionTree,
  toggleFunction,
  treeCheckState,
  type FunctionIndex,
  type FunctionInfo,
} from '@/lib/function-tree';
import './function-tree.css';

/**
 * A node's menu name and what it opens: the screens by their titles (an agency's administrator reads
 * screens, not addresses; one named as the node is not repeated), or 按钮 for a button of a screen.
 */
function FunctionTitle({ info }: { info: FunctionInfo }) {
  const screens = [...new Set(info.screens.map((screen) => screen.title))].filter((title) => title !== info.name);
  return (
    <span className="function-node">
      <span className="function-name">{info.name}</span>
      {info.kind === 'button' && <Tag className="function-kind">按钮</Tag>}
      {screens.length > 0 && (
        <Typography.Text type="secondary" className="function-screens">
          页面：{screens.join('、')}
        </Typography.Text>
      )}
    </span>
  );
}

function toTreeData(nodes: readonly MenuNode[], index: FunctionIndex): TreeDataNode[] {
  return nodes.map((node) => {
    const info = index.byCode.get(node.authCode);
    return {
      key: node.authCode,
      title: info ? <FunctionTitle info={info} /> : node.menuName,
      children: node.subMenuDirects.length > 0 ? toTreeData(node.subMenuDirects, index) : undefined,
    };
  });
}

function useFunctionTree(tree: readonly MenuNode[]) {
  const index = useMemo(() => indexFunctionTree(tree, 'agent'), [tree]);
  const treeData = useMemo(() => toTreeData(tree, index), [tree, index]);
  return { index, treeData };
}

interface FunctionTreeFieldProps {
  /** The functions the user may grant (its own tree). */
  tree: readonly MenuNode[];
  /** The role's function codes (Form.Item gives value and onChange). */
  value?: string[];
  onChange?: (codes: string[]) => void;
  id?: string;
}

/**
 * The role form's functions: the granter's tree with checkboxes. antd's own linking of parents and
 * children (checkStrictly off) cannot say "团队订单 without any of its buttons": a parent there is
 * checked only when all its children are, and unchecking the last button unchecks the screen. So
 * the tree is strict (every node by itself) and the linking is ours (lib/function-tree.ts): a group
 * checks whole and shows half-checked when partly held; a screen checks with its buttons, and its
 * buttons may then be unchecked one by one; a button checks its screen too (the gateway drops a
 * button whose screen the role lacks). The value is always the codes to send: functions only, in
 * tree order, never GROUP_*.
 */
export function FunctionTreeField({ tree, value, onChange, id }: FunctionTreeFieldProps) {
  const { index, treeData } = useFunctionTree(tree);
  const [expanded, setExpanded] = useState<Key[]>(() => [...index.branches]);
  const held = useMemo(() => new Set(functionCodesToSend(index, value ?? [])), [index, value]);
  const checkedKeys = useMemo(() => treeCheckState(index, held), [index, held]);
  const allExpanded = expanded.length >= index.branches.length;

  return (
    <div className="function-tree-field" id={id}>
      <Space className="function-tree-toolbar" wrap>
        <Button size="small" onClick={() => setExpanded(allExpanded ? [] : [...index.branches])}>
          {allExpanded ? '全部收起' : '全部展开'}
        </Button>
        <Typography.Text aria-live="polite">已选 {held.size} 项功能</Typography.Text>
      </Space>
      <Tree
        aria-label="功能权限"
        checkable
        checkStrictly
        selectable={false}
        blockNode
        treeData={treeData}
        expandedKeys={expanded}
        onExpand={(keys) => setExpanded(keys)}
        checkedKeys={checkedKeys}
        onCheck={(_keys, { node, checked }) =>
          onChange?.(functionCodesToSend(index, toggleFunction(index, held, String(node.key), checked)))
        }
      />
    </div>
  );
}

/** A role's functions shown read-only: the tree expanded, without checkboxes. */
export function FunctionTreeView({ tree }: { tree: readonly MenuNode[] }) {
  const { treeData } = useFunctionTree(tree);
  if (treeData.length === 0) return <Typography.Text type="secondary">未授予任何功能</Typography.Text>;
  return <Tree aria-label="角色的功能" selectable={false} blockNode defaultExpandAll treeData={treeData} />;
}
