// The browser's Do Not Track signal. With it on, analytics never loads (the tracker would drop its events anyway).

type DoNotTrackSources = {
  navigator?: { doNotTrack?: string | null; msDoNotTrack?: string | null };
  doNotTrack?: string | null;
};

/** The same values the tracker's `respectDoNotTrack` honours: '1' or 'yes', wherever the browser puts it. */
export function doNotTrack(scope: DoNotTrackSources): boolean {
  const signal = scope.navigator?.doNotTrack ?? scope.navigator?.msDoNotTrack ?? scope.doNotTrack;
  return signal === '1' || signal === 'yes';
}
