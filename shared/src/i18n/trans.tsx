import type { ComponentProps } from 'react';
import { Trans as TransWithContext } from 'react-i18next';
import { useTranslation } from '@site/shared/i18n';

export type TransProps = ComponentProps<typeof TransWithContext>;

/**
 * `Trans`, for strings with markup inside (a link in a sentence). A separate entry because it
 * brings an HTML parser that most pages never need. It takes the i18next instance and `t` from
 * `useTranslation` of '@site/shared/i18n', so it renders with the parcel's instance whichever
 * copy of react-i18next it was bundled with.
 */
export function Trans(props: TransProps) {
  const { i18n, t } = useTranslation(props.ns);
  return <TransWithContext i18n={i18n} t={t} {...props} />;
}
