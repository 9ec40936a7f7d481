import styles from './hero-illustration.module.css';

/**
 * Decorative drawing of the offer: a route between two stays on a globe, bookings settling
 * into a rising balance. It carries no information the copy does not, so it is hidden from
 * assistive technology. Fixed width and height: no layout shift. Every shape carries its own fill
 * and stroke, drawn for a light background: the stylesheet recolours them for the dark hero, and
 * should it fail to load the drawing stays a light, readable picture instead of black shapes.
 */
export function HeroIllustration() {
  return (
    <svg className={styles.art} viewBox="0 0 480 380" width="480" height="380" aria-hidden="true" focusable="false">
      <circle className={styles.halo} cx="250" cy="190" r="170" fill="#f3f7fc" />
      <circle className={styles.globe} cx="250" cy="190" r="128" fill="#e8f1fb" stroke="#9db8d6" strokeWidth="2" />
      <g className={styles.meridians} fill="none" stroke="#bcd0e6" strokeWidth="1.5">
        <ellipse cx="250" cy="190" rx="128" ry="46" />
        <ellipse cx="250" cy="190" rx="128" ry="96" />
        <ellipse cx="250" cy="190" rx="52" ry="128" />
        <ellipse cx="250" cy="190" rx="98" ry="128" />
        <line x1="250" y1="62" x2="250" y2="318" />
      </g>
      <path className={styles.route} d="M132 236 C 170 96, 320 70, 376 150" fill="none" stroke="#0f9d8a" strokeWidth="3" strokeDasharray="8 8" strokeLinecap="round" />
      <g className={styles.plane} transform="translate(356 124) rotate(38)" fill="#0b5cab">
        <path d="M0 -14 L4 -4 L18 2 L18 6 L4 3 L3 12 L8 16 L8 19 L0 17 L-8 19 L-8 16 L-3 12 L-4 3 L-18 6 L-18 2 L-4 -4 Z" />
      </g>
      <g className={styles.pin} transform="translate(132 236)">
        <circle r="9" fill="#0f9d8a" />
        <circle className={styles.pinDot} r="3.5" fill="#0d1b2e" />
      </g>
      <g className={styles.card} transform="translate(24 40)">
        <rect width="150" height="92" rx="12" fill="#ffffff" stroke="#dbe3ec" />
        <rect className={styles.cardIcon} x="16" y="18" width="34" height="40" rx="4" fill="#0b5cab" />
        <g className={styles.cardWindows} fill="#ffffff">
          <rect x="22" y="24" width="8" height="8" />
          <rect x="36" y="24" width="8" height="8" />
          <rect x="22" y="38" width="8" height="8" />
          <rect x="36" y="38" width="8" height="8" />
        </g>
        <rect className={styles.cardLine} x="62" y="22" width="70" height="8" rx="4" fill="#14213d" />
        <rect className={styles.cardLineSoft} x="62" y="38" width="50" height="8" rx="4" fill="#dbe3ec" />
        <rect className={styles.cardLineSoft} x="16" y="70" width="116" height="8" rx="4" fill="#dbe3ec" />
      </g>
      <g className={styles.card} transform="translate(300 250)">
        <rect width="160" height="110" rx="12" fill="#ffffff" stroke="#dbe3ec" />
        <rect className={styles.bar} x="22" y="66" width="18" height="26" rx="3" fill="#cfe0f3" />
        <rect className={styles.bar} x="50" y="54" width="18" height="38" rx="3" fill="#cfe0f3" />
        <rect className={styles.bar} x="78" y="40" width="18" height="52" rx="3" fill="#cfe0f3" />
        <rect className={styles.barStrong} x="106" y="22" width="18" height="70" rx="3" fill="#0f9d8a" />
        <path className={styles.trend} d="M22 52 L60 40 L88 28 L132 12" fill="none" stroke="#0b5cab" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
      </g>
    </svg>
  );
}
