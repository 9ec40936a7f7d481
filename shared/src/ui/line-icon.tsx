export interface LineIconProps {
  /** The SVG path data, drawn on a 24 × 24 grid. */
  path: string;
  size?: number;
  className?: string;
}

/**
 * A line icon in the current text colour. Decorative: the text beside it says what it means,
 * so it is hidden from assistive technology. The site's own set is `Icon` (icon.tsx).
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

export interface IconSetProps<Name extends string> extends Omit<LineIconProps, 'path'> {
  name: Name;
}

/** An `Icon` component for a remote's own set of paths, named by key: `<Icon name="globe" />`. */
export function lineIconSet<Name extends string>(paths: Readonly<Record<Name, string>>) {
  return function Icon({ name, ...rest }: IconSetProps<Name>) {
    return <LineIcon path={paths[name]} {...rest} />;
  };
}
