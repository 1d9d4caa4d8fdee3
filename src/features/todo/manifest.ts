import type { FeatureDeclaration } from '@/config/route-meta';

const AUTH = {
  /** 待办事项: what falls due. */
  TODO: 'AGENT_TODO',
} as const;

export const manifest = {
  auth: AUTH,
  routes: {
    todo: { path: '/agent/todo', title: '待办事项', authCode: AUTH.TODO, screen: 'todo-page' },
  },
} as const satisfies FeatureDeclaration;
