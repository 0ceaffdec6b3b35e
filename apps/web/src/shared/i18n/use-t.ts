import { useContext } from 'react';
import { I18nContext, type I18n, type Translate } from './i18n-context';

export function useI18n(): I18n {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useI18n() is used outside <I18nProvider>');
  return i18n;
}

/** `t(key, params)`: the loaded message of a catalogue key in the current language. */
export function useT(): Translate {
  return useI18n().t;
}

/** The i18n context where it may be missing (the crash screen renders above the provider too). */
export function useOptionalI18n(): I18n | null {
  return useContext(I18nContext);
}
