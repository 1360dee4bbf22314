// Styles that apply only without JavaScript (inlined in <noscript> in <head>): what scripts would
// reveal on demand is shown in flow instead, so every page stays readable and navigable.
// Selectors are ids and ARIA attributes, which CSS Modules leave unhashed.

/** Marks a control that only a script can make work: without JavaScript it is not shown at all. */
export const NEEDS_SCRIPT_ATTRIBUTE = 'data-needs-script';

export const NO_SCRIPT_CSS = [
  // Search, the theme menu, the consent banner and its settings: drawn with controls that would do
  // nothing. Without scripts no tracker can run, so there is nothing to consent to; the banner asks
  // on the first visit that runs them (the theme follows the system meanwhile).
  `[${NEEDS_SCRIPT_ATTRIBUTE}]{display:none!important}`,
  // Every tab panel shows, under its own label; the tab list would not switch.
  '[role="tablist"]{display:none}',
  '[role="tabpanel"][hidden]{display:block}',
  '[role="tabpanel"][data-tab-label]::before{content:attr(data-tab-label);display:block;font-weight:600;margin-block-start:16px}',
].join('');
