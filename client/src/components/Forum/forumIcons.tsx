import type { SVGProps } from 'react';

// The forum's own icons; replies, pins, locks and bells are the activity cards' (Activity/activityIcons.tsx).
type Props = SVGProps<SVGSVGElement> & { size?: number };

export const EyeIcon = ({ size = 16, ...rest }: Props) => (
  <svg
    width={size}
    height={size}
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={2}
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
    {...rest}
  >
    <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
    <circle cx="12" cy="12" r="3" />
  </svg>
);
