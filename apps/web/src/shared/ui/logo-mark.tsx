/** The product mark: a container on a blue tile (also public/favicon.svg). */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="7" fill="#1a5dd6" />
      <rect x="6.5" y="10.5" width="19" height="11" rx="1.5" fill="none" stroke="#fff" strokeWidth="2" />
      <path d="M11.5 13.5v5M16 13.5v5M20.5 13.5v5" stroke="#fff" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}
