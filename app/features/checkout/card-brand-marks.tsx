import type { ReactNode } from 'react';

/**
 * The card brands' marks, drawn inline: no image requests, sharp at any zoom, each
 * on its own card face so the brand colors hold on light and dark pages alike.
 * Screen readers hear the brand's name.
 */
function CardFace({
  name,
  background,
  children,
}: {
  name: string;
  background: string;
  children: ReactNode;
}) {
  return (
    <svg role="img" aria-label={name} viewBox="0 0 38 24" className="h-6 w-[38px]">
      <rect
        x="0.5"
        y="0.5"
        width="37"
        height="23"
        rx="3"
        fill={background}
        stroke="#d4d4d8"
        strokeWidth="1"
      />
      {children}
    </svg>
  );
}

const boldText = { fontFamily: 'Arial, Helvetica, sans-serif', fontWeight: 700 } as const;

function Visa() {
  return (
    <CardFace name="Visa" background="#ffffff">
      <text
        x="6"
        y="16.5"
        textLength="26"
        fill="#1a1f71"
        fontSize="11"
        fontStyle="italic"
        {...boldText}
      >
        VISA
      </text>
    </CardFace>
  );
}

function Mastercard() {
  return (
    <CardFace name="Mastercard" background="#ffffff">
      <circle cx="15" cy="12" r="7" fill="#eb001b" />
      <circle cx="23" cy="12" r="7" fill="#f79e1b" />
      <path d="M19 6.26a7 7 0 0 1 0 11.48a7 7 0 0 1 0-11.48z" fill="#ff5f00" />
    </CardFace>
  );
}

function AmericanExpress() {
  return (
    <CardFace name="American Express" background="#006fcf">
      <text x="4" y="15.5" textLength="30" fill="#ffffff" fontSize="9" {...boldText}>
        AMEX
      </text>
    </CardFace>
  );
}

function Discover() {
  return (
    <CardFace name="Discover" background="#ffffff">
      <text x="2.2" y="14.2" textLength="15.8" fill="#231f20" fontSize="6" {...boldText}>
        DISC
      </text>
      <circle cx="20.6" cy="12.1" r="2.5" fill="#ff6000" />
      <text x="23.4" y="14.2" textLength="12.4" fill="#231f20" fontSize="6" {...boldText}>
        VER
      </text>
    </CardFace>
  );
}

/** Marks by the brand names the checkout copy lists. */
export const cardBrandMarks: Readonly<Record<string, () => ReactNode>> = {
  Visa,
  Mastercard,
  'American Express': AmericanExpress,
  Discover,
};
