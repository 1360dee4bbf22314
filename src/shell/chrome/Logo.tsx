// The Tessera mark, inline so it paints with the HTML (same drawing as src/shell/icons/logo.svg).
export function Logo({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#1b1f4b" />
      <g transform="translate(12 12)">
        <rect width="18" height="18" rx="4" fill="#7c8cff" />
        <rect x="22" width="18" height="18" rx="4" fill="#ffb547" />
        <rect y="22" width="18" height="18" rx="4" fill="#3fd3b0" />
        <rect x="22" y="22" width="18" height="18" rx="9" fill="#ffffff" />
      </g>
    </svg>
  );
}
