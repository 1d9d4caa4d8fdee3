import type { ThemeConfig } from 'antd';

/** Spec §9: the primary and link colour is a red. */
export const BRAND_RED = '#c8161d';

/**
 * WCAG 2 AA asks 4.5:1 for text. antd's defaults miss it in a few places, fixed here once for every
 * screen (docs/decisions.md, Accessibility): grey secondary text (#8c8c8c, 3.4:1), placeholders (#bfbfbf),
 * status text (#ff4d4f, #faad14, #52c41a on white or their tints) and the warm preset tag colours.
 * Each value below is at least 4.5:1 on white and on the tint it sits on.
 */
const STATUS_TEXT = {
  /** Danger buttons, form errors, error tags (5.6:1 on white, 4.8:1 on its tint). */
  colorError: '#cf1322',
  colorErrorText: '#cf1322',
  colorWarningText: '#ad4e00',
  colorSuccessText: '#237804',
} as const;

/**
 * Status tags in progress ('processing': 已支付待出票, 开具中, 审核中…) print the info colour, which the theme
 * makes the brand red. Red on a tag says "act" or "failed", so tags take a blue of their own: blue-7 text
 * (5.6:1 on white, 5.0:1 on its tint) on blue-1 with a blue-3 border.
 */
const TAG_IN_PROGRESS = {
  colorInfo: '#0958d9',
  colorInfoText: '#0958d9',
  colorInfoBg: '#e6f4ff',
  colorInfoBorder: '#91caff',
} as const;

/** Tag text: status tags print colorSuccess/colorWarning as text; preset tags print palette 7 on palette 1. */
const TAG_TEXT = {
  colorSuccess: STATUS_TEXT.colorSuccessText,
  colorWarning: STATUS_TEXT.colorWarningText,
  volcano7: '#ad2102',
  orange7: '#ad4e00',
  gold7: '#874d00',
  yellow7: '#876800',
  lime7: '#3f6600',
  green7: '#237804',
  cyan7: '#006d75',
} as const;

/**
 * A user who asked the system for less motion gets none: antd's slides, fades and zooms are off (WCAG
 * 2.3.3), read once when the portal loads. The browser tests ask for it too (playwright.config.ts).
 */
const reducedMotion = typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

/**
 * The ripple a clicked button sends out is motion too. The `motion` token does not stop it: its element
 * stayed on the page for over 2 s after each click, waiting for an animation end that never came.
 */
const wave = { disabled: reducedMotion } as const;

/**
 * Under the pointer and while pressed, red text and white text on red stay readable: antd derives hover
 * colours lighter than the base (#e4474d from the brand red: 3.96:1 on white), so links, link buttons,
 * primary and danger buttons under the pointer fell below 4.5:1. They turn darker instead (#a8071a 7.8:1,
 * #820014 10.7:1); app.css gives a plain <a> the same hover.
 */
const HOVER_RED = '#a8071a';
const PRESSED_RED = '#820014';
const HOVER = {
  colorPrimaryHover: HOVER_RED,
  colorPrimaryActive: PRESSED_RED,
  colorLinkHover: HOVER_RED,
  colorLinkActive: PRESSED_RED,
  colorErrorHover: HOVER_RED,
  colorErrorActive: PRESSED_RED,
  colorErrorTextHover: HOVER_RED,
  colorErrorTextActive: PRESSED_RED,
} as const;

const theme: ThemeConfig = {
  token: {
    motion: !reducedMotion,
    colorPrimary: BRAND_RED,
    colorLink: BRAND_RED,
    colorInfo: BRAND_RED,
    borderRadius: 6,
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Helvetica Neue', Arial, sans-serif",
    // #666 on white 5.7:1, on #f5f5f5 5.3:1 (descriptions, captions, breadcrumbs, table sorters).
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
    colorTextDescription: 'rgba(0, 0, 0, 0.6)',
    colorTextLabel: 'rgba(0, 0, 0, 0.65)',
    // #707070 on white 4.9:1: lighter than typed text, still readable.
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.56)',
    ...STATUS_TEXT,
    ...HOVER,
  },
  components: {
    Tag: { ...TAG_TEXT, ...TAG_IN_PROGRESS },
    // Information (an airline ticketing on its way, a page without a payment named) is blue too, not the brand red.
    Alert: TAG_IN_PROGRESS,
    Result: TAG_IN_PROGRESS,
    // A table prints a plain-text emptyText in the disabled grey (#bfbfbf): it is content, not a control.
    // A selected row's tint is derived from the brand red (#fac2bb under the pointer: its red links 3.8:1);
    // red-1 and a step darker keep them at 5.3:1 and 5.0:1 (the series plan's 合并支付 selection).
    Table: { colorTextDisabled: 'rgba(0, 0, 0, 0.6)', rowSelectedBg: '#fff1f0', rowSelectedHoverBg: '#ffe9e7' },
  },
};

/** What every antd root of the portal is given besides its locale (the app and the simulator's panel). */
export const antdLook = { theme, wave } as const;
