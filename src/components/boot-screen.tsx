/**
 * The router's fallback until its first navigation is done (the root loader restoring the session). index.html
 * shows the same markup (config/login-brand.ts, BOOT_SCREEN_HTML) until React mounts. Plain markup: no antd cost.
 */
export function BootScreen() {
  return (
    <div className="boot-screen" role="status" aria-live="polite">
      <span className="boot-spinner" aria-hidden />
      <span>正在加载…</span>
    </div>
  );
}
