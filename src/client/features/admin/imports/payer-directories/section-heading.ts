/** The section's heading: it names the section and its list, and takes focus after a removal. */
export const PAYERS_TITLE_ID = 'payers-title';

/** Where focus goes once the directory it was on has left the page. */
export const focusPayersHeading = () => document.getElementById(PAYERS_TITLE_ID)?.focus();
