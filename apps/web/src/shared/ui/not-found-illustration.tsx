/** "404" over a broken route: the not-found picture, in the brand's colours. */
export function NotFoundIllustration() {
  return (
    <svg width="240" height="132" viewBox="0 0 240 132" aria-hidden="true" focusable="false">
      <text
        x="120"
        y="84"
        textAnchor="middle"
        fontSize="92"
        fontWeight="700"
        fontFamily="-apple-system, 'Segoe UI', Roboto, Arial, sans-serif"
        fill="#dbe5f4"
      >
        404
      </text>
      <path d="M24 112h72" stroke="#1a5dd6" strokeWidth="3" strokeLinecap="round" />
      <path d="M144 112h72" stroke="#1a5dd6" strokeWidth="3" strokeLinecap="round" strokeDasharray="2 8" />
      <circle cx="20" cy="112" r="6" fill="#1a5dd6" />
      <circle cx="220" cy="112" r="6" fill="#fff" stroke="#1a5dd6" strokeWidth="3" />
      <path d="M108 104l16 16M124 104l-16 16" stroke="#e0524f" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
