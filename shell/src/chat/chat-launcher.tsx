import styled from 'styled-components';
import { CHAT_LAUNCHER, chatLauncherButton, Icon } from '@site/shared/ui';

/** The round NavegaBot button's look, shared by the placeholder and the outage fallback. */
export const ChatLauncherButton = styled.button<{ $phoneOnly?: boolean }>`
  ${chatLauncherButton}
  ${(p) => p.$phoneOnly && `@media (min-width: ${p.theme.breakpoints.medium}px) { display: none; }`}
`;

/** The icon inside the launcher. */
export const ChatLauncherIcon = () => <Icon name="message-circle" size={CHAT_LAUNCHER.iconSize} />;
