export interface LineIconProps {
  /** The SVG path data, drawn on a 24 × 24 grid. */
  path: string;
  size?: number;
  className?: string;
}

/**
 * A line icon in the current text colour. Decorative: the text beside it says what it means,
 * so it is hidden from assistive technology. Each remote keeps its own set of paths.
 */
export function LineIcon({ path, size = 24, className }: LineIconProps) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={path} />
    </svg>
  );
}
