// @tailwise/shared/layout: the page vocabulary (sections, cards, eyebrows, grids, the hero, prose),
// bundled by each remote that uses it, so changing it needs no shell release.
export * from './styles';
export { prose } from './prose';
export { Card, Eyebrow, Grid } from './primitives';
export { Section, type SectionTone } from './Section';
export { Hero, type HeroImage } from './Hero';
