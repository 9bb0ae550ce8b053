import styled from 'styled-components';
import { CHAT_LAUNCHER, chatLauncherButton, Icon } from '@site/shared/ui';

/** The round NavegaBot button's look, shared by the placeholder and the outage fallback. */
export const ChatLauncherButton = styled.button`
  ${chatLauncherButton}
`;

/** The icon inside the launcher. */
export const ChatLauncherIcon = () => <Icon name="message-circle" size={CHAT_LAUNCHER.iconSize} />;
