// Federation runtime plugin of every host build (the shell and each remote's QA page).
// Remote entries are built with `externalRuntime`: they read the runtime core from a global
// instead of carrying their own copy. The federation plugin's own `provideExternalRuntime`
// would put a second, CommonJS copy of the core (22 KB gzip) in the host beside the one it
// already has; importing the same ES module here lets webpack keep one.
import * as runtimeCore from '@module-federation/runtime-core';

export default function provideRuntimeCore() {
  return {
    name: 'site-provide-runtime-core',
    beforeInit(args) {
      const global = runtimeCore.Global;
      if (global && !global._FEDERATION_RUNTIME_CORE) global._FEDERATION_RUNTIME_CORE = runtimeCore;
      return args;
    },
  };
}
