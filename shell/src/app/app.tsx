import styled, { ThemeProvider } from 'styled-components';
import { AsPrerendered } from '@site/shared/router';
import { GlobalStyle, theme } from '@site/shared/ui';
import { Header } from '../layout/header/header';
import { Footer } from '../layout/footer/footer';
import { CookieBanner } from '../layout/cookie-banner/cookie-banner';
import { FloatingDock } from '../layout/floating-dock/floating-dock';
import { ToastHost } from '../toasts/toast-host';
import { ChatbotSlot } from '../chat/chatbot-slot';
import { SiteRoutes } from './router';
import { RouteEffects } from './route-effects';
import { useShellCommitted } from './native-until-hydrated';
import { prerenderedSheetKept } from './keep-prerendered-styles';
import { BackToTopWhenScrolled } from './when-needed';
import { skipLinkText } from '@site/shared/content/shell-copy';

const Main = styled.main`
  min-height: 70vh;
`;

/**
 * The global rules are in the served page's kept sheet already (main.ts keeps it before this
 * module loads); the bare shell, the prerender and the tests build them. GlobalStyle renders no
 * element, so hydration matches either way.
 */
const globalStyleNeeded = !prerenderedSheetKept();

/** The whole page: header, the routed main area, footer and the global overlays. */
export function App() {
  useShellCommitted();
  return (
    <ThemeProvider theme={theme}>
      {globalStyleNeeded && <GlobalStyle />}
      <RouteEffects />
      <a className="skip-link" href="#contenido">
        {skipLinkText}
      </a>
      <Header />
      <Main id="contenido" tabIndex={-1}>
        <SiteRoutes />
      </Main>
      <AsPrerendered>
        <Footer />
      </AsPrerendered>
      <ToastHost />
      <CookieBanner />
      <FloatingDock />
      <BackToTopWhenScrolled />
      <ChatbotSlot />
    </ThemeProvider>
  );
}
