import styles from './illustration.module.css';

export interface IllustrationProps {
  /** The drawing's URL (an SVG from ./art, imported by the page that shows it). */
  src: string;
  width?: number;
  height?: number;
  /** Empty for a decorative drawing (the default); a description when the drawing says something. */
  alt?: string;
  /** 'eager' above the fold, 'lazy' (the default) below it. */
  loading?: 'eager' | 'lazy';
  className?: string;
}

/** One of our drawn SVG illustrations, with explicit size so it never shifts the page. */
export function Illustration({ src, width = 480, height = 360, alt = '', loading = 'lazy', className }: IllustrationProps) {
  return (
    <img
      src={src}
      width={width}
      height={height}
      alt={alt}
      loading={loading}
      decoding="async"
      className={[styles.illustration, className].filter(Boolean).join(' ')}
    />
  );
}
