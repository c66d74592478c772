import type { SVGProps } from 'react';

// The thumbs of review votes (social §4); filled while the viewer's vote is that one.
type Props = SVGProps<SVGSVGElement> & { size?: number };

export const ThumbUpIcon = ({ size = 18, ...rest }: Props) => (
  <svg
    width={size}
    height={size}
    viewBox="0 0 24 24"
    stroke="currentColor"
    strokeWidth={2}
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
    fill="none"
    {...rest}
  >
    <path d="M7 10v11H4a1 1 0 0 1-1-1v-9a1 1 0 0 1 1-1z" />
    <path d="M7 10l4-8a3 3 0 0 1 3 3v4h5.5a2 2 0 0 1 2 2.3l-1.3 8A2 2 0 0 1 18.2 21H7" />
  </svg>
);

export const ThumbDownIcon = (props: Props) => <ThumbUpIcon {...props} style={{ transform: 'rotate(180deg)', ...props.style }} />;
