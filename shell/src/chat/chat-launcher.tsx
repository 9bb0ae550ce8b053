import styled from 'styled-components';
import { Icon } from '@site/shared/ui';

/** The round NavegaBot button's look, shared by the placeholder and the outage fallback. */
export const ChatLauncherButton = styled.button`
  position: fixed;
  z-index: 45;
  right: ${(p) => p.theme.space(4)};
  bottom: ${(p) => p.theme.space(4)};
  width: 56px;
  height: 56px;
  border: 0;
  border-radius: 50%;
  background: ${(p) => p.theme.colors.brand};
  color: ${(p) => p.theme.colors.onDark};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  box-shadow: ${(p) => p.theme.shadows.raised};
  cursor: pointer;
  &:hover { background: ${(p) => p.theme.colors.brandDark}; }
`;

/** The icon inside the launcher. */
export const ChatLauncherIcon = () => <Icon name="message-circle" />;
