import styles from './drawing.module.css';

export interface DrawingProps {
  /** The SVG markup, from `import markup from './x.svg?inline'`: this app's own file, never input. */
  markup: string;
  /** What the drawing shows, for screen readers (its alternative text). */
  label: string;
  /** Sizes the drawing: it fills this box, keeping its proportions. */
  className?: string | undefined;
}

/**
 * An SVG drawing drawn into the page instead of loaded with `<img>`: the browser builds a whole
 * document for every SVG image, 5-15 ms of main thread on a phone even for a small QR code, in
 * the middle of the page's start-up (docs/performance.md). Named like an image for screen readers.
 */
export function Drawing({ markup, label, className }: DrawingProps) {
  const classes = className ? `${styles.drawing} ${className}` : styles.drawing;
  return <span className={classes} role="img" aria-label={label} dangerouslySetInnerHTML={{ __html: markup }} />;
}
