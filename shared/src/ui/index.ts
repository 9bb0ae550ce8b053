export { theme, mediaUp, type SiteTheme } from './theme/tokens';
export { GlobalStyle } from './theme/global-style';
export { Container, Section, Grid, Row } from './layout';
export { Button, ButtonLink, ButtonAnchor, type ButtonVariant } from './button';
export { Card, Badge, Reveal, Clamp, IconTile } from './card';
export { SectionHeading, PageHero, Eyebrow, H2 } from './headings';
export { CtaBanner, type CtaAction } from './cta-banner';
export { ExternalLink } from './external-link';
export { SocialLinks } from './social-links';
