import type { SVGProps } from 'react';

// The rating thumbs and the add sign of recommendation cards.
type Props = SVGProps<SVGSVGElement> & { size?: number };

function Icon({ size = 14, children, ...rest }: Props) {
  return (
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
      {children}
    </svg>
  );
}

export const ThumbUpIcon = (p: Props) => (
  <Icon {...p}>
    <path d="M7 11v9H4v-9z" />
    <path d="M7 11l4-7a2 2 0 0 1 3 2l-1 4h5a2 2 0 0 1 2 2.3l-1.2 6A2 2 0 0 1 16.8 20H7" />
  </Icon>
);

export const ThumbDownIcon = (p: Props) => (
  <Icon {...p}>
    <path d="M17 13V4h3v9z" />
    <path d="M17 13l-4 7a2 2 0 0 1-3-2l1-4H6a2 2 0 0 1-2-2.3l1.2-6A2 2 0 0 1 7.2 4H17" />
  </Icon>
);

export const PlusIcon = (p: Props) => (
  <Icon {...p}>
    <path d="M12 5v14M5 12h14" />
  </Icon>
);
