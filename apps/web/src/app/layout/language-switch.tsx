import type { Language } from '@cargo/domain';
import { useId, useState } from 'react';
import { useI18n, useLanguages } from '../../shared/i18n';

/** `lang` of a language's own name, so a screen reader says "中文" in Chinese (zh is zh-CN). */
export const langOf = (code: Language): string => (code === 'zh' ? 'zh-CN' : code);

/**
 * The header's language choice, as a switch or a menu: the new language's messages load first;
 * the choice shows meanwhile (`pending`) and falls back if they fail.
 */
export function useLanguageChoice() {
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

  return { t, languages, pending, shown: pending ?? language, choose };
}

/**
 * Русский / English / 中文 as a radio group labelled for screen readers: the desktop header's.
 * Native radios (arrow keys move and choose, as a radio group does), drawn as a segmented switch.
 */
export function LanguageSwitch() {
  const { t, languages, pending, shown, choose } = useLanguageChoice();
  const name = useId();
  return (
    <div role="radiogroup" aria-label={t('shell.language')} className="language-switch">
      {languages.map(({ code, name: languageName }) => (
        <label
          key={code}
          title={languageName}
          className={code === shown ? 'language-switch-item language-switch-item-selected' : 'language-switch-item'}
        >
          <input
            type="radio"
            className="visually-hidden"
            name={name}
            value={code}
            checked={code === shown}
            disabled={pending !== null}
            onChange={() => choose(code)}
          />
          <span lang={langOf(code)}>{languageName}</span>
        </label>
      ))}
    </div>
  );
}
