import { useEffect, useState } from 'react';
import { Form, Input } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { accountApi, call } from '@/lib/gateway';
import './captcha-field.css';

export const CAPTCHA_LENGTH = 4;

/**
 * Image captcha as a form field: writes `captchaKey` (hidden) and `captchaCode` into the
 * surrounding antd Form. A new image comes on click or whenever `refreshSignal` changes
 * (codes are single use, so a failed submit needs a new one).
 */
export function CaptchaField({ refreshSignal = 0 }: { refreshSignal?: number }) {
  const form = Form.useFormInstance();
  const [clicks, setClicks] = useState(0);
  const captcha = useQuery({
    queryKey: ['account', 'captcha', refreshSignal, clicks],
    queryFn: () => call(accountApi.imageCaptcha, {}),
    staleTime: Infinity,
    gcTime: 0,
  });
  const captchaKey = captcha.data?.captchaKey;
  /** What the button shows until the image is there. */
  const placeholder = captcha.isError ? '点击重试' : '加载中';

  useEffect(() => {
    if (captchaKey) form.setFieldsValue({ captchaKey, captchaCode: undefined });
  }, [captchaKey, form]);

  return (
    <>
      <Form.Item name="captchaKey" hidden>
        <Input />
      </Form.Item>
      <Form.Item
        name="captchaCode"
        label="图形验证码"
        rules={[
          { required: true, message: '请输入图形验证码' },
          { len: CAPTCHA_LENGTH, message: `验证码为${CAPTCHA_LENGTH}位` },
        ]}
      >
        <Input
          maxLength={CAPTCHA_LENGTH}
          autoComplete="off"
          placeholder="请输入右侧验证码"
          suffix={
            <button
              type="button"
              className="captcha-image"
              title="看不清？换一张"
              // A name that starts with the text it shows (WCAG 2.5.3): "点击重试" when the image failed to load.
              aria-label={captcha.data ? '刷新验证码' : `${placeholder}，刷新验证码`}
              onClick={() => setClicks((count) => count + 1)}
            >
              {captcha.data ? <img src={captcha.data.captchaImage} alt="图形验证码" /> : <span>{placeholder}</span>}
            </button>
          }
        />
      </Form.Item>
    </>
  );
}
