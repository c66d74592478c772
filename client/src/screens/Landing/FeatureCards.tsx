import type { ReactNode } from 'react';
import { ChartIcon, DevicesIcon, PaletteIcon, PeopleIcon } from '../../components/icons.tsx';
import styles from './Landing.module.css';

interface Feature {
  readonly title: string;
  readonly text: string;
  readonly icon: ReactNode;
  readonly tone: string;
}

// The four landing features of core §1: statistics, apps, community, customisation (with dark mode).
const FEATURES: readonly Feature[] = [
  {
    title: 'Discover your obsessions',
    text: 'What are your highest rated genres or most watched voice actors? Follow your watching habits over time with in-depth statistics.',
    icon: <ChartIcon size={26} />,
    tone: 'blue',
  },
  {
    title: 'Bring your list anywhere',
    text: 'Keep your list up to date on every device: the open API lets apps on phones, desktops and browsers sync with your account.',
    icon: <DevicesIcon size={26} />,
    tone: 'green',
  },
  {
    title: 'Join the conversation',
    text: 'Share your thoughts with the community, follow friends, write reviews, recommend titles and talk it over on the forum.',
    icon: <PeopleIcon size={26} />,
    tone: 'pink',
  },
  {
    title: 'Tweak it to your liking',
    text: 'Pick your title language, scoring system and list layout, and switch between light, dark and high-contrast themes.',
    icon: <PaletteIcon size={26} />,
    tone: 'orange',
  },
];

export function FeatureCards() {
  return (
    <section className={styles.features} aria-label="Features">
      {FEATURES.map((feature) => (
        <article key={feature.title} className={`card ${styles.feature}`} data-tone={feature.tone}>
          <span className={styles.featureIcon}>{feature.icon}</span>
          <h2>{feature.title}</h2>
          <p>{feature.text}</p>
        </article>
      ))}
    </section>
  );
}
