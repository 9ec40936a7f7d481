import { defineServerRemote } from '@site/shared/parcel/server';
import { ROUTE_LANGS } from '@site/shared/lang';
import { parcelDefinition } from './app/parcel';
import { ROUTE_MANIFEST } from './app/routes';
import { DEMO_REQUEST_FORM } from './components/demo-request/demo-form';
import { demoRequestAction } from './components/demo-request/server/demo-request-action';
import { ENQUIRY_FORM } from './features/international-trade/components/enquiry-form';
import { enquiryAction } from './features/international-trade/server/enquiry-action';

/**
 * The build-time render of every marketing page in every language (docs/composition.md), and the
 * actions of its forms posted without JavaScript, by the name each form posts.
 */
export default defineServerRemote({
  name: 'marketing',
  definition: parcelDefinition,
  mount: 'lang',
  langs: ROUTE_LANGS,
  routes: ROUTE_MANIFEST,
  actions: { [ENQUIRY_FORM]: enquiryAction, [DEMO_REQUEST_FORM]: demoRequestAction },
});
