import { configure } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { renderInParcel } from '@site/shared/testing';
import { i18n } from '../../i18n';

// The machine is shared: give lazy chunks and mocked lookups time to settle.
configure({ asyncUtilTimeout: 4000 });
jest.setTimeout(20_000);

/** A user that types without a pause between keys (typing whole forms is the slow part of these tests). */
export const user = userEvent.setup({ delay: null });

/** Renders `ui` as the parcel does, with this remote's i18n instance (@site/shared/testing). */
export const renderWithI18n = (ui: ReactElement) => renderInParcel(ui, { i18n });
