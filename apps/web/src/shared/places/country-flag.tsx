import { flagEmoji } from './flag-emoji';
import { flagsSupported } from './flag-support';

/** The flag before a name and a space ("🇨🇳 "), or nothing where the system cannot draw flags. */
export function flagPrefix(code: string | null | undefined): string {
  const flag = flagsSupported() ? flagEmoji(code) : '';
  return flag ? `${flag} ` : '';
}

/** A country's flag, decorative (the name or code beside it is what is read out); nothing where flags cannot be drawn. */
export function CountryFlag({ code, className }: { code: string | null | undefined; className?: string }) {
  const flag = flagsSupported() ? flagEmoji(code) : '';
  if (!flag) return null;
  return (
    <span className={className ?? 'country-flag'} aria-hidden="true">
      {flag}
    </span>
  );
}
