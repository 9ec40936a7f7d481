/** Documents flowing through a check into a refund: drawn for this page, decorative. */
export function HeroIllustration({ className }: { className?: string }) {
  return (
    <svg className={className} width="440" height="320" viewBox="0 0 440 320" aria-hidden="true" focusable="false">
      <rect x="0" y="0" width="440" height="320" rx="24" fill="#e8f1fb" />
      <g fill="#ffffff" stroke="#94a3b8" strokeWidth="2">
        <rect x="40" y="70" width="120" height="150" rx="10" />
        <rect x="56" y="54" width="120" height="150" rx="10" />
      </g>
      <g stroke="#0b5cab" strokeWidth="6" strokeLinecap="round">
        <path d="M76 90h70M76 112h80M76 134h56M76 156h74" />
      </g>
      <rect x="76" y="176" width="40" height="14" rx="3" fill="#0f9d8a" />
      <path d="M190 130h56" stroke="#0f9d8a" strokeWidth="6" strokeLinecap="round" strokeDasharray="2 14" />
      <path d="M240 118l14 12-14 12" fill="none" stroke="#0f9d8a" strokeWidth="6" strokeLinecap="round" strokeLinejoin="round" />
      <circle cx="316" cy="130" r="50" fill="#0b5cab" />
      <path d="M292 130l16 16 32-34" fill="none" stroke="#ffffff" strokeWidth="9" strokeLinecap="round" strokeLinejoin="round" />
      <g fill="#0f9d8a">
        <ellipse cx="316" cy="246" rx="64" ry="14" />
        <rect x="252" y="222" width="128" height="24" />
        <ellipse cx="316" cy="222" rx="64" ry="14" fill="#3fc2ae" />
      </g>
      <path d="M316 186v22" stroke="#0b5cab" strokeWidth="5" strokeLinecap="round" />
      <path d="M306 200l10 10 10-10" fill="none" stroke="#0b5cab" strokeWidth="5" strokeLinecap="round" strokeLinejoin="round" />
      <path d="M40 270c40-20 80 20 120 0s60-20 80-10" fill="none" stroke="#94a3b8" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
