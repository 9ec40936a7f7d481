// Unit tests never load remotes over the network; federation is covered by the e2e suite.
// Each function records its calls so tests can assert what the site asked the runtime to do.
const calls = { registerRemotes: [], registerPlugins: [], loadRemote: [] };
module.exports = {
  __calls: calls,
  registerRemotes: (...args) => calls.registerRemotes.push(args),
  registerPlugins: (...args) => calls.registerPlugins.push(args),
  loadRemote: async (id) => {
    calls.loadRemote.push(id);
    throw new Error(`loadRemote(${id}) is not available in unit tests`);
  },
};
