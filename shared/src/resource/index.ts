export { useResource, type ResourceState } from './use-resource';
