import styled, { ThemeProvider } from 'styled-components';
import { GlobalStyle, theme } from '@site/shared/ui';
import { Header } from '../layout/header/header';
import { Footer } from '../layout/footer/footer';
import { CookieBanner } from '../layout/cookie-banner/cookie-banner';
import { BackToTop } from '../layout/back-to-top/back-to-top';
import { FloatingDock } from '../layout/floating-dock/floating-dock';
import { ToastHost } from '../toasts/toast-host';
import { ChatbotSlot } from '../chat/chatbot-slot';
import { SiteRoutes } from './router';
import { RouteEffects } from './route-effects';

const Main = styled.main`
  min-height: 70vh;
`;

/** The whole page: header, the routed main area, footer and the global overlays. */
export function App() {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <RouteEffects />
      <a className="skip-link" href="#contenido">
        Saltar al contenido
      </a>
      <Header />
      <Main id="contenido" tabIndex={-1}>
        <SiteRoutes />
      </Main>
      <Footer />
      <ToastHost />
      <CookieBanner />
      <FloatingDock />
      <BackToTop />
      <ChatbotSlot />
    </ThemeProvider>
  );
}
