// Makes the page behind an overlay inert (no focus, no clicks, hidden from assistive technology)
// and returns the function that restores it. The overlay must live outside these regions (a portal).
const PAGE_REGIONS = 'body > header, body > main, body > footer';

export function makePageInert(): () => void {
  const regions = [...document.querySelectorAll<HTMLElement>(PAGE_REGIONS)];
  for (const region of regions) region.inert = true;
  return () => {
    for (const region of regions) region.inert = false;
  };
}
