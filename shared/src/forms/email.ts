/**
 * The site's email rule, the same as the api's (openapi.yaml BusinessEmail): something@something.something,
 * no spaces, no empty label in the domain. Written so that no input makes it backtrack: the domain's labels
 * cannot contain the dots that separate them, so each character is read once (a 60 KB `a.a.a.…` ending in a
 * space fails in linear time).
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;
