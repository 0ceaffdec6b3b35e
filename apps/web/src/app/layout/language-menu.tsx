import type { Language } from '@cargo/domain';
import { MenuButton } from '../../shared/ui/menu-button';
import { CheckIcon, GlobeIcon } from '../../shared/ui/shell-icons';
import { langOf, useLanguageChoice } from './language-switch';

/**
 * The phone header's language choice (issue 30): a globe button opening Русский / English / 中文,
 * so the three names do not take the header's width from the logo and the user menu. The chosen
 * language is ticked; the button's name says which one it is.
 */
export function LanguageMenu() {
  const { t, languages, pending, shown, choose } = useLanguageChoice();
  const current = languages.find(({ code }) => code === shown)?.name ?? shown;
  const label = t('shell.language.chosen', { language: current });
  return (
    <MenuButton
      className="shell-icon-button language-menu"
      label={label}
      title={label}
      disabled={pending !== null}
      onSelect={(key) => choose(key as Language)}
      items={languages.map(({ code, name }) => ({
        key: code,
        label: <span lang={langOf(code)}>{name}</span>,
        extra: code === shown ? <CheckIcon className="menu-button-tick" /> : undefined,
      }))}
    >
      <GlobeIcon />
    </MenuButton>
  );
}
