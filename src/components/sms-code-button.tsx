import { useEffect, useState } from 'react';
import { Button } from 'antd';

/**
 * "Get code" button with the resend countdown the gateway answers (resendAfter seconds).
 * `onSend` validates what it needs and calls the gateway; a rejection leaves the button ready.
 */
export function SmsCodeButton({ onSend, disabled }: { onSend: () => Promise<{ resendAfter: number }>; disabled?: boolean }) {
  const [secondsLeft, setSecondsLeft] = useState(0);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = setTimeout(() => setSecondsLeft((left) => left - 1), 1000);
    return () => clearTimeout(timer);
  }, [secondsLeft]);

  const send = async () => {
    setSending(true);
    try {
      const { resendAfter } = await onSend();
      setSecondsLeft(resendAfter);
    } catch {
      // Field errors and gateway toasts have already told the user why.
    } finally {
      setSending(false);
    }
  };

  return (
    <Button onClick={send} loading={sending} disabled={disabled || secondsLeft > 0} style={{ minWidth: 112 }}>
      {secondsLeft > 0 ? `${secondsLeft}秒后重发` : '获取验证码'}
    </Button>
  );
}
