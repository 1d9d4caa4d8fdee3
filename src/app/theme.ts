import type { ThemeConfig } from 'antd';

/** Spec §9: the primary and link colour is a red. */
export const BRAND_RED = '#c8161d';

export const theme: ThemeConfig = {
  token: {
    colorPrimary: BRAND_RED,
    colorLink: BRAND_RED,
    colorInfo: BRAND_RED,
    borderRadius: 6,
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Helvetica Neue', Arial, sans-serif",
  },
};
