/** Element ids that one part of the page targets in another (the header's free-trial button scrolls to the form). */
export const APPLICATION_FORM_ID = 'edb-application';
export const MAIN_ID = 'edb-main';
export const TOP_ID = 'edb-top';
