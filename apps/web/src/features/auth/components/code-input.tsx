import { CONFIRMATION_CODE_LENGTH } from '@cargo/domain';
import { Input } from 'antd';
import { useLayoutEffect, useRef } from 'react';
import { useT } from '../../../shared/i18n';

interface Props {
  id?: string;
  /** The code typed so far: digits, a space for a cell left empty. */
  onChange?: (code: string) => void;
  /** All six cells hold a digit. */
  onComplete?: (code: string) => void;
  disabled?: boolean;
  'aria-describedby'?: string;
}

const onlyDigits = (text: string) => text.replace(/[^\d ]/g, '');

/**
 * The six-digit code in six cells (Ant Design's OTP input): typing moves on, a pasted or
 * autofilled code fills them all. The cells keep their own state (a field value written back
 * into them would shift the digits after an emptied cell); remount it with a new `key` to clear
 * it. The group is labelled, each cell says which digit it is, in the interface language.
 */
export function CodeInput({ id, onChange, onComplete, disabled, 'aria-describedby': describedBy }: Props) {
  const t = useT();
  const root = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    root.current?.querySelectorAll('input').forEach((input, index) => {
      input.setAttribute('aria-label', t('register.code.digit', { index: index + 1, count: CONFIRMATION_CODE_LENGTH }));
    });
  }, [t]);

  const report = (cells: string[]) => {
    const code = Array.from({ length: CONFIRMATION_CODE_LENGTH }, (_, index) => cells[index] || ' ')
      .join('')
      .trimEnd();
    onChange?.(code);
    if (new RegExp(`^\\d{${CONFIRMATION_CODE_LENGTH}}$`).test(code)) onComplete?.(code);
  };

  return (
    <div ref={root} className="code-input">
      <Input.OTP
        id={id}
        aria-label={t('register.code.label')}
        aria-describedby={describedBy}
        length={CONFIRMATION_CODE_LENGTH}
        size="large"
        inputMode="numeric"
        autoComplete="one-time-code"
        formatter={onlyDigits}
        disabled={disabled}
        onInput={report}
      />
    </div>
  );
}
