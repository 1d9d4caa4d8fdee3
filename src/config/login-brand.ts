/**
 * The login page's brand panel: what /login shows first. It is written into index.html at build time
 * (vite.config.ts, `loginShell`) so a first visit paints it with the HTML and the entry stylesheet,
 * before any script runs (its slogan is the page's largest paint); the login page renders the same
 * texts once React takes over. Plain strings: the build's config imports this module too.
 */
export const LOGIN_BRAND = {
  slogan: '团队出行，一站办妥',
  points: [
    '临时团、系列团、包机、特惠团与散客票在线预订',
    '团队竞价、名单管理、退票改期进度实时可查',
    '预存款、奖励明细、红包积分与电子行程单统一管理',
  ],
} as const;

/** The id of the static shell in index.html; main.tsx renders over it once the first screen is ready. */
export const LOGIN_SHELL_ID = 'login-shell';

/**
 * What any other address shows until its first screen is ready: the boot screen's markup
 * (components/boot-screen.tsx renders the same as the router's fallback), styled by the entry stylesheet.
 */
export const BOOT_SCREEN_HTML =
  '<div class="boot-screen" role="status" aria-live="polite"><span class="boot-spinner" aria-hidden="true"></span><span>正在加载…</span></div>';

/**
 * Where index.html's boot script tag goes: vite.config.ts puts `<script src="/boot-shell.js">` there after
 * Vite's own HTML processing (which would warn that a classic script cannot be bundled).
 */
export const BOOT_SHELL_SCRIPT_MARK = '<!--boot-shell-script-->';

/** Where the boot script is served (vite.config.ts writes it into the build and serves it in dev). */
export const BOOT_SHELL_SCRIPT_PATH = '/boot-shell.js';

/**
 * The line of script that puts the boot screen in the shell's place before the first paint on any address
 * but /login. A file of its own, not inline: the Content-Security-Policy's `script-src 'self'` (README,
 * "Deployment") refuses inline scripts, and a hash would have to follow every change of this markup.
 */
export const BOOT_SHELL_SCRIPT = `if (location.pathname !== '/login') document.getElementById('${LOGIN_SHELL_ID}').outerHTML = '${BOOT_SCREEN_HTML}';\n`;

/**
 * The static shell of /login for index.html: the brand panel (decorative, hidden from screen readers as on
 * the page) beside an empty panel, and the boot script (above), parser-blocking right after the shell so
 * that it runs before the first paint. No form: nothing can be typed before the real page is there.
 */
export function loginShellHtml(appTitle: string): string {
  const points = LOGIN_BRAND.points.map((point) => `<li>${point}</li>`).join('');
  return (
    `<div id="${LOGIN_SHELL_ID}" class="login-page">` +
    `<section class="login-brand" aria-hidden="true"><div class="login-brand-inner">` +
    `<div class="login-logo">${appTitle}</div><p class="login-slogan">${LOGIN_BRAND.slogan}</p><ul>${points}</ul>` +
    `</div></section><div class="login-panel"></div></div>` +
    BOOT_SHELL_SCRIPT_MARK
  );
}
