import type fx from '../locales/en/fx.json';

// `en` is the source and keys are typed from it, so a typo in a key fails the build.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'fx';
    resources: { fx: typeof fx };
  }
}
