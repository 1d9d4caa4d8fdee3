/** Shown while the root loader restores the session on the first visit. Plain markup: no antd cost. */
export function BootScreen() {
  return (
    <div className="boot-screen" role="status" aria-live="polite">
      <span className="boot-spinner" aria-hidden />
      <span>正在加载…</span>
    </div>
  );
}
