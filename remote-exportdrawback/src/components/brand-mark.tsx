/** The micro-site's mark: the group's wind lines over a returning arrow (a refund). Decorative. */
export function BrandMark({ size = 36 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 36 36" aria-hidden="true" focusable="false">
      <rect width="36" height="36" rx="9" fill="var(--color-primary)" />
      <path d="M8 13c4-3 8 3 12 0s6-3 8-2M8 19c4-3 8 3 12 0s6-3 8-2" fill="none" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" />
      <path d="M26 25H12m3-3-3 3 3 3" fill="none" stroke="#9fe3d9" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
