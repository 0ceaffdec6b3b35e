import type { Language } from '@cargo/domain';
import { Segmented } from 'antd';
import { useState } from 'react';
import { useI18n, useLanguages } from '../../shared/i18n';

/**
 * Русский / English / 中文 as a radio group labelled for screen readers. The new language's
 * messages load first; the switch shows the choice meanwhile and falls back if they fail.
 */
export function LanguageSwitch() {
  const { language, t, changeLanguage } = useI18n();
  const languages = useLanguages();
  const [pending, setPending] = useState<Language | null>(null);

  const choose = (next: Language) => {
    setPending(next);
    changeLanguage(next)
      .catch(() => {
        // The HTTP client has already reported the failure (toast or unavailable banner).
      })
      .finally(() => setPending(null));
  };

  return (
    <Segmented<Language>
      aria-label={t('shell.language')}
      className="language-switch"
      value={pending ?? language}
      disabled={pending !== null}
      onChange={choose}
      options={languages.map(({ code, name }) => ({
        value: code,
        label: <span lang={code === 'zh' ? 'zh-CN' : code}>{name}</span>,
        title: name,
      }))}
    />
  );
}
