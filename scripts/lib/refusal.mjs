// @ts-check
/**
 * A deploy that does not happen, with one sentence per reason. The command prints them and exits 1;
 * nothing of the environment has changed.
 */
export class Refusal extends Error {
  /** @param {string[]} reasons @param {{ version: string, url: string }} [release] the release refused, which stays published */
  constructor(reasons, release) {
    super(reasons.join('\n'));
    this.reasons = reasons;
    this.release = release;
  }
}
