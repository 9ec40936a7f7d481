export { createParcel, parcelElement, type CreateParcelOptions, type PagesDefinition, type ParcelDefinition } from './create-parcel';
export { SSR_ATTRIBUTE, clearServerFragments, collectServerFragments, fragmentKey, setServerFragment, type ServerFragment } from './fragment';
export { RemoteParcel, type RemoteParcelProps } from './remote-parcel';
export { loadParcelConfig, onRemoteCssFailure, registerSiteRemotes, reloadRemote, watchServerStylesheets } from './remote-registry';
export type { NavigateOptions, RemoteProps, RemotesConfig } from './types';
export { usePageTitle } from './use-page-title';
export { forgetServerFragment, peekServerFragment } from './fragment';
export { SERVER_DATA_ATTRIBUTE, readServerData, serializeServerData, type ServerData } from './server-data';
export type { ServedData } from './create-parcel';
export {
  FORM_NAME_FIELD,
  failedSendStatus,
  formDataKey,
  postedValue,
  type FormActionInput,
  type FormActionRedirect,
  type FormActionResult,
  type FormFieldError,
  type FormOutcome,
  type PostedFields,
} from './form-post';
