export { createParcel, type CreateParcelOptions } from './create-parcel';
export { RemoteParcel, type RemoteParcelProps } from './remote-parcel';
export { fetchRemotesConfig, parseRemotesConfig, type RemotesConfigResult } from './remotes-config';
export { isRemoteRegistered, loadParcelConfig, onRemoteCssFailure, registerSiteRemotes, reloadRemote } from './remote-registry';
export type { NavigateOptions, RemoteProps, RemotesConfig } from './types';
