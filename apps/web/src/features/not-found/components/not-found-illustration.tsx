/** A lost map pin over a broken dashed road; decorative, so hidden from screen readers. */
export function NotFoundIllustration({ width }: { width: number }) {
  return (
    <svg
      width={width}
      viewBox="0 0 320 240"
      aria-hidden="true"
      focusable="false"
      style={{ maxWidth: '100%', height: 'auto' }}
    >
      <ellipse cx="160" cy="212" rx="130" ry="14" fill="#e7f5ff" />
      <path
        d="M20 200 C 80 170, 120 210, 160 190 S 260 160, 300 185"
        fill="none"
        stroke="#a5d8ff"
        strokeWidth="8"
        strokeLinecap="round"
        strokeDasharray="18 16"
      />
      <path d="M160 40c-30 0-52 22-52 51 0 38 52 93 52 93s52-55 52-93c0-29-22-51-52-51z" fill="#228be6" />
      <circle cx="160" cy="90" r="22" fill="#fff" />
      <text x="160" y="100" textAnchor="middle" fontSize="28" fontWeight="700" fill="#228be6">
        ?
      </text>
      <circle cx="70" cy="70" r="6" fill="#74c0fc" />
      <circle cx="262" cy="56" r="9" fill="#d0ebff" />
      <circle cx="248" cy="118" r="5" fill="#74c0fc" />
    </svg>
  );
}
