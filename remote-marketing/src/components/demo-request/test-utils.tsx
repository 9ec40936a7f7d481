import { configure, screen, within } from '@testing-library/react';
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

/** Fills the Watch-a-Demo form in `dialog` with a valid request (English labels). */
export async function fillValidDemoForm(dialog: HTMLElement): Promise<void> {
  const box = within(dialog);
  await user.type(box.getByRole('textbox', { name: /First name/ }), 'Anna');
  await user.type(box.getByRole('textbox', { name: /Last name/ }), 'Smith');
  await user.selectOptions(box.getByRole('combobox', { name: /Job title/ }), 'IT_MANAGER');
  await user.type(box.getByRole('textbox', { name: /Business email/ }), 'anna@example.co.uk');
  await user.type(box.getByRole('combobox', { name: /Area code/ }), 'kong');
  await user.keyboard('{Enter}');
  await user.type(box.getByRole('textbox', { name: /Contact number/ }), '91234567');
  await user.type(box.getByRole('textbox', { name: /Company name/ }), 'Smith Imports');
  await user.selectOptions(box.getByRole('combobox', { name: /Business type/ }), 'E_COMMERCE');
  await user.selectOptions(box.getByRole('combobox', { name: /Country or region/ }), 'United Kingdom');
}

/** Fills the International Trade enquiry (its page's form, English labels) with a valid enquiry. */
export async function fillValidEnquiry(): Promise<void> {
  const box = (name: RegExp) => screen.getByRole('textbox', { name });
  await user.type(box(/Company name/), 'Shenzhen Export Co');
  await user.type(box(/Unified social credit code/), '91440300ma5futue1y');
  await user.selectOptions(screen.getByRole('combobox', { name: /Business type/ }), 'PRIVATE_COMPANY');
  await user.type(box(/City/), 'Shenzhen');
  await user.type(box(/Years since establishment/), '6');
  await user.type(box(/quarterly FX/), '12000000');
  await user.type(box(/Main business/), 'Consumer electronics export');
  await user.type(box(/Contact person/), 'Zhang Wei');
  await user.type(box(/Contact number/), '13800138000');
  await user.type(box(/Business email/), 'zhang.wei@example.cn');
}
