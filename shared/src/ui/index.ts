export { theme, canHover, mediaUp, typeScale, type SiteTheme } from './theme/tokens';
export { GlobalStyle } from './theme/global-style';
export { SITE_FONT_FAMILY, SITE_FONT_URL, SITE_FONT_BYTES } from './theme/site-font';
export { Container, Section, Grid, Row } from './layout';
export { scrollRowBelow } from './scroll-row';
export { Button, ButtonLink, ButtonAnchor, type ButtonVariant } from './button';
export { Card, Badge, Reveal, Clamp, IconTile } from './card';
export { SectionHeading, Eyebrow, H2 } from './headings';
export { HeroBand, HeroEyebrow, type HeroBandVariant } from './hero-band';
export { PageHero, type PageHeroArt } from './page-hero';
export { StatusBadge } from './status-badge';
export { FaqAccordion, type FaqItem } from './faq-accordion';
export { NumberedSteps, type NumberedStep } from './numbered-steps';
export { BalancedGrid, balancedColumns, leavesOrphan, mediumColumns, type DesktopColumns } from './balanced-grid';
export { CHAT_LAUNCHER, DOCK_CELLS, FLOATING_DOCK_HEIGHT, FLOATING_GUTTER, SAFE_AREA_BOTTOM, launcherPlacement } from './chat-launcher-geometry';
/** One cell of the phone's contact bar: icon over label. */
export { dockCellStyles } from './dock-cell';
export { chatLauncherButton } from './chat-launcher-button';
export { isPointInside } from './point-inside';
export { bareList, roundBox, pill, pillOnDark } from './shapes';
export { CtaBanner, type CtaAction } from './cta-banner';
export { ExternalLink } from './external-link';
export { SocialLinks } from './social-links';
export { RemoteRoot } from './remote-root';
export { Dialog, DialogTitle, DialogDescription, focusedOnOpen, openDialogProps, closeDialogProps } from './dialog';
export { ChoiceGroup, choiceId, type ChoiceOption } from './choice-group';
export { island, firstInteraction, afterNextPaint } from './island';
export { usePrefetchOnFirstInteraction } from './use-prefetch-on-first-interaction';
export { Icon } from './icons/icon';
export { SPRITE_ICONS, type SpriteIconName } from './icons/sprite-icons';
export {
  LeadForm,
  TextField,
  SelectField,
  ConsentCheckbox,
  consentGiven,
  FileField,
  formatFileSize,
  SubmitButton,
  FieldError,
  FieldFrame,
  SelectControl,
  controlA11y,
  RequiredMark,
  FieldGrid,
  RequiredNote,
  HONEYPOT_FIELD,
  readHoneypot,
  IDEMPOTENCY_FIELD,
  readIdempotencyKey,
  renewIdempotencyKey,
  useServerFieldErrors,
  useLeadSubmission,
  controlId,
  errorId,
  hintId,
  statusId,
  controlStyles,
  type LeadFormProps,
  type LeadFormResult,
  type TextFieldProps,
  type SelectFieldProps,
  type SelectOption,
  type ConsentCheckboxProps,
  type FileFieldProps,
  type SubmitButtonProps,
  type FieldProps,
} from './form';
