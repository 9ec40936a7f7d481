import type { ReactElement } from 'react';
import { renderInParcel, type RenderInParcelOptions } from '@site/shared/testing';
import { i18n } from '../i18n';

/** Renders `ui` as the parcel does, with this remote's i18n instance (@site/shared/testing). */
export const renderWithI18n = (ui: ReactElement, options: Omit<RenderInParcelOptions, 'i18n'> = {}) => renderInParcel(ui, { i18n, ...options });
