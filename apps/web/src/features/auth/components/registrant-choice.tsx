import { ShopOutlined, TeamOutlined } from '@ant-design/icons';
import { Radio } from 'antd';
import type { ReactNode } from 'react';
import { useT } from '../../../shared/i18n';
import type { Registrant } from '../api/registrant';

interface Option {
  value: Registrant;
  icon: ReactNode;
  title: string;
  hint: string;
}

interface Props {
  value?: Registrant;
  onChange?: (value: Registrant) => void;
}

/** Cargo owner or carrier/forwarder: two large radio cards under one legend. */
export function RegistrantChoice({ value, onChange }: Props) {
  const t = useT();
  const options: Option[] = [
    {
      value: 'client',
      icon: <ShopOutlined />,
      title: t('register.kind.client'),
      hint: t('register.kind.client.hint'),
    },
    {
      value: 'partner',
      icon: <TeamOutlined />,
      title: t('register.kind.partner'),
      hint: t('register.kind.partner.hint'),
    },
  ];
  return (
    <fieldset className="registrant-choice">
      <legend className="registrant-legend">{t('register.kind.label')}</legend>
      <Radio.Group
        className="registrant-options"
        value={value}
        onChange={(event) => onChange?.(event.target.value as Registrant)}
      >
        {options.map((option) => (
          <Radio
            key={option.value}
            value={option.value}
            className={option.value === value ? 'registrant-option registrant-option-checked' : 'registrant-option'}
          >
            <span className="registrant-icon" aria-hidden="true">
              {option.icon}
            </span>
            <span className="registrant-text">
              <span className="registrant-title">{option.title}</span>
              <span className="registrant-hint">{option.hint}</span>
            </span>
          </Radio>
        ))}
      </Radio.Group>
    </fieldset>
  );
}
