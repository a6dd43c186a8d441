import type { ComponentProps } from 'react';

// The page's design has a photo of a doctor and patient consultation behind it. No photo can be
// shipped here, so this is a drawn scene in the app's teal and sky colours: a clinician at a
// round table with a parent and child, a window and a plant. It is decorative (aria-hidden) and
// the page draws it faintly, so text over it keeps its contrast.

const skin = { a: '#f2c7a5', b: '#c98d66', c: '#8d5a3b' };

export function ConsultationIllustration(props: ComponentProps<'svg'>) {
  return (
    <svg viewBox="0 0 800 500" aria-hidden="true" focusable="false" {...props}>
      <rect width="800" height="500" fill="#f0fdfa" />
      {/* Window with a soft sky and hills */}
      <rect x="470" y="40" width="250" height="170" rx="10" fill="#e0f2fe" />
      <path d="M470 170 Q540 120 610 160 T720 150 V210 H470 Z" fill="#ccfbf1" />
      <circle cx="665" cy="85" r="22" fill="#fef3c7" />
      <path d="M595 40 V210 M470 125 H720" stroke="#ffffff" strokeWidth="8" />
      <rect
        x="462"
        y="32"
        width="266"
        height="186"
        rx="14"
        fill="none"
        stroke="#99f6e4"
        strokeWidth="8"
      />
      {/* Plant */}
      <path
        d="M90 330 Q70 250 110 210 M95 330 Q120 260 160 240 M92 330 Q60 280 40 270"
        stroke="#0f766e"
        strokeWidth="6"
        fill="none"
        strokeLinecap="round"
      />
      <ellipse cx="110" cy="210" rx="18" ry="30" fill="#5eead4" transform="rotate(25 110 210)" />
      <ellipse cx="160" cy="240" rx="16" ry="28" fill="#2dd4bf" transform="rotate(60 160 240)" />
      <ellipse cx="40" cy="270" rx="14" ry="26" fill="#5eead4" transform="rotate(-50 40 270)" />
      <path d="M60 330 H130 L120 400 H70 Z" fill="#bae6fd" />
      {/* Floor */}
      <rect y="400" width="800" height="100" fill="#ccfbf1" />
      {/* Parent */}
      <rect x="215" y="250" width="90" height="130" rx="40" fill="#7dd3fc" />
      <circle cx="260" cy="215" r="34" fill={skin.b} />
      <path
        d="M226 210 Q230 172 262 176 Q296 178 296 214 Q284 196 262 196 Q240 196 226 210 Z"
        fill="#3f2a1d"
      />
      <rect x="222" y="375" width="26" height="60" rx="10" fill="#0c4a6e" />
      <rect x="272" y="375" width="26" height="60" rx="10" fill="#0c4a6e" />
      {/* Child on the parent's side */}
      <rect x="320" y="300" width="62" height="90" rx="28" fill="#fcd34d" />
      <circle cx="351" cy="272" r="25" fill={skin.a} />
      <path
        d="M327 268 Q330 242 352 244 Q376 246 376 270 Q362 256 350 258 Q336 258 327 268 Z"
        fill="#92400e"
      />
      <rect x="330" y="385" width="18" height="45" rx="8" fill="#0f766e" />
      <rect x="356" y="385" width="18" height="45" rx="8" fill="#0f766e" />
      {/* Table */}
      <ellipse cx="470" cy="330" rx="95" ry="22" fill="#ffffff" stroke="#99f6e4" strokeWidth="4" />
      <rect x="462" y="345" width="16" height="85" fill="#99f6e4" />
      <rect x="440" y="312" width="46" height="8" rx="3" fill="#0ea5e9" opacity="0.6" />
      {/* Clinician in a white coat with a stethoscope */}
      <rect
        x="585"
        y="245"
        width="100"
        height="150"
        rx="42"
        fill="#ffffff"
        stroke="#99f6e4"
        strokeWidth="4"
      />
      <path d="M635 250 L620 320 M635 250 L650 320" stroke="#e2e8f0" strokeWidth="4" />
      <path
        d="M612 262 Q606 318 636 326 Q664 318 658 262"
        stroke="#0f766e"
        strokeWidth="5"
        fill="none"
      />
      <circle cx="636" cy="330" r="8" fill="#0f766e" />
      <circle cx="635" cy="208" r="35" fill={skin.c} />
      <path
        d="M600 204 Q602 168 636 170 Q670 172 670 206 Q660 186 636 186 Q612 186 600 204 Z"
        fill="#1f2937"
      />
      <rect x="598" y="390" width="28" height="45" rx="10" fill="#334155" />
      <rect x="646" y="390" width="28" height="45" rx="10" fill="#334155" />
      {/* Speech hint: a calm conversation */}
      <path
        d="M520 170 h60 a12 12 0 0 1 12 12 v22 a12 12 0 0 1 -12 12 h-36 l-14 14 v-14 h-10 a12 12 0 0 1 -12 -12 v-22 a12 12 0 0 1 12 -12 z"
        fill="#ffffff"
        stroke="#99f6e4"
        strokeWidth="4"
      />
      <circle cx="533" cy="193" r="4" fill="#0f766e" />
      <circle cx="550" cy="193" r="4" fill="#0f766e" />
      <circle cx="567" cy="193" r="4" fill="#0f766e" />
    </svg>
  );
}
