/**
 * The id of the demo request section's heading (Contact, without JavaScript): the answer to a post
 * opens the page there, and a Watch-a-Demo button without JavaScript links there. Its own module, so
 * that a button does not bring the form's code into its page.
 */
export const DEMO_REQUEST_SECTION_ID = 'demo-request';
