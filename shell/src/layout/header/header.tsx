import { useRef } from 'react';
import { Link, useLocation } from '@site/shared/router';
import styled, { createGlobalStyle, css } from 'styled-components';
import { headerCta, headerLinks } from '@site/shared/content/navigation';
import { findSiteRoute } from '@site/shared/content/site-routes';
import { headerCopy } from '@site/shared/content/shell-copy';
import { selectMenuOpen, useSiteStore } from '@site/shared/store';
import { Container, Icon, mediaUp, typeScale, canHover } from '@site/shared/ui';
import { Logo } from './logo';
import { supportsPopover, useMenuPopover } from './use-menu-popover';
import { useOverDark } from './over-dark';
import { useScrolledPast } from './use-scrolled-past';

/** SPEC §9: the bar blurs and gains a shadow once scrolled past 45 px. */
export const HEADER_BLUR_THRESHOLD_PX = 45;

const MENU_ID = 'menu-principal';

const Bar = styled.header<{ $scrolled: boolean }>`
  position: fixed;
  inset: 0 0 auto 0;
  z-index: 50;
  height: ${(p) => p.theme.layout.headerHeight};
  display: flex;
  align-items: center;
  background: rgba(255, 255, 255, 0.97);
  transition: box-shadow 0.3s ease, background-color 0.3s ease;
  ${(p) =>
    p.$scrolled &&
    css`
      background: rgba(255, 255, 255, 0.8);
      backdrop-filter: blur(12px);
      -webkit-backdrop-filter: blur(12px);
      box-shadow: ${p.theme.shadows.header};
    `}
  /* Over a dark section (the footer, a dark band) a see-through bar turns a muddy grey with the
     section's text showing through it (issue 36): there it is solid white, blur or not. */
  &[data-over-dark='true'] { background: ${(p) => p.theme.colors.surface}; }
`;

const Inner = styled(Container)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${(p) => p.theme.space(4)};
`;

/* Each selector in its own rule: a browser that does not know :popover-open drops only that rule. */
const MenuScrollLock = createGlobalStyle`
  body:has(#${MENU_ID}:popover-open) { overflow: hidden; }
  body:has(#${MENU_ID}[data-open]) { overflow: hidden; }
`;

/** Under 768 px the open menu is a full-screen panel below the bar. */
const phonePanel = css`
  display: flex;
  flex-direction: column;
  align-items: stretch;
  gap: ${(p) => p.theme.space(1)};
  position: fixed;
  inset: ${(p) => p.theme.layout.headerHeight} 0 0 0;
  width: auto;
  height: auto;
  margin: 0;
  border: 0;
  padding: ${(p) => p.theme.space(6)};
  background: ${(p) => p.theme.colors.surface};
  color: inherit;
  overflow-y: auto;
  a { font-size: ${typeScale.xl}; padding: ${(p) => p.theme.space(4)}; }
`;

const Nav = styled.nav`
  ${mediaUp('large')} { && { gap: ${(p) => p.theme.space(1)}; } }
  @media (max-width: ${(p) => p.theme.breakpoints.medium - 1}px) {
    /* Closed: the UA hides a closed popover; this also hides it where popover is unknown. */
    &:not([data-open]) { display: none; }
    &:popover-open { ${phonePanel} }
    /* Where popover is unknown, the shell opens the menu with data-open. */
    &[data-open] { ${phonePanel} }
  }
  /* Inline in the bar, whatever its popover state: undo the UA's popover box and hiding. */
  ${mediaUp('medium')} {
    display: flex;
    align-items: center;
    gap: 0;
    position: static;
    inset: auto;
    width: auto;
    height: auto;
    margin: 0;
    border: 0;
    padding: 0;
    background: none;
    color: inherit;
    overflow: visible;
  }
`;

const Item = styled(Link)`
  position: relative;
  padding: ${(p) => `${p.theme.space(2)} ${p.theme.space(3)}`};
  border-radius: ${(p) => p.theme.radii.sm};
  color: ${(p) => p.theme.colors.text};
  font-weight: 500;
  text-decoration: none;
  white-space: nowrap;
  ${canHover} { &:hover { color: ${(p) => p.theme.colors.brand}; background: ${(p) => p.theme.colors.brandSoft}; } }
  &[aria-current] { color: ${(p) => p.theme.colors.brand}; font-weight: 700; background: ${(p) => p.theme.colors.brandSoft}; }
  /* From 768 px the links share the bar with the logo and Contacto: their side padding grows with
     the width, so the row fits (with the system font too, before ours is in) and the bar keeps
     the same margin on both sides (issue 36: Contacto sat 17 px from the right, 32 px on the left). */
  ${mediaUp('medium')} { font-size: ${typeScale.sm}; padding: ${(p) => p.theme.space(2)} clamp(4px, calc((100vw - 700px) / 20), 8px); }
  ${mediaUp('large')} { font-size: ${typeScale.sm}; padding: ${(p) => `${p.theme.space(2)} ${p.theme.space(3)}`}; }
`;

const Cta = styled(Link)`
  margin-left: ${(p) => p.theme.space(1)};
  padding: ${(p) => `${p.theme.space(2)} ${p.theme.space(4)}`};
  ${mediaUp('large')} { margin-left: ${(p) => p.theme.space(2)}; padding: ${(p) => `${p.theme.space(2)} ${p.theme.space(5)}`}; }
  border-radius: ${(p) => p.theme.radii.pill};
  background: ${(p) => p.theme.colors.brand};
  color: ${(p) => p.theme.colors.onDark};
  font-weight: 600;
  text-decoration: none;
  text-align: center;
  &[aria-current='page'] { background: ${(p) => p.theme.colors.brandDark}; }
  ${canHover} { &:hover { background: ${(p) => p.theme.colors.brandDark}; } }
  @media (max-width: ${(p) => p.theme.breakpoints.medium - 1}px) { margin: ${(p) => p.theme.space(4)} 0 0; }
`;

/** The icon and the accessible name follow the menu's state in CSS, so they are right before hydration too. */
const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 48px;
  height: 48px;
  border: 0;
  border-radius: ${(p) => p.theme.radii.sm};
  background: transparent;
  color: ${(p) => p.theme.colors.ink};
  cursor: pointer;
  [data-when='open'] { display: none; }
  header:has(#${MENU_ID}:popover-open) & {
    [data-when='open'] { display: contents; }
    [data-when='closed'] { display: none; }
  }
  header:has(#${MENU_ID}[data-open]) & {
    [data-when='open'] { display: contents; }
    [data-when='closed'] { display: none; }
  }
  ${mediaUp('medium')} { display: none; }
`;

/**
 * How a top-bar link relates to the current page: `page` on the page's own link; `true` on the
 * link of the section the page belongs to (its `section` in the route table: /kit/crm is under
 * Kit Digital). ARIA's "page" means the current page itself, which a section link is not; "true"
 * means the current item of a set, here the current one of the top-level sections. ("location"
 * is for a spot in a flow chart or a map, not a place in a site's hierarchy.) Both are highlighted.
 * Read from the router's location, so the prerendered HTML carries it too.
 */
export function currentness(linkTo: string, pathname: string): 'page' | 'true' | undefined {
  const route = findSiteRoute(pathname);
  if (!route) return undefined;
  if (route.path === linkTo) return 'page';
  return route.section === linkTo ? 'true' : undefined;
}

/** Fixed top bar with the SPEC's links; a full-screen menu (a native popover) on small screens. */
export function Header() {
  const scrolled = useScrolledPast(HEADER_BLUR_THRESHOLD_PX);
  const barRef = useRef<HTMLElement>(null);
  const overDark = useOverDark(barRef);
  const { pathname } = useLocation();
  const open = useSiteStore(selectMenuOpen);
  const menuRef = useRef<HTMLElement>(null);
  const menu = useMenuPopover(menuRef, open);
  // Only where the browser lacks popover does the store's state show the panel.
  const fallbackOpen = open && !supportsPopover();

  // Clicking a link closes the menu and glides to the top (SPEC §2).
  const onNavigate = () => {
    menu.close();
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  return (
    <Bar ref={barRef} $scrolled={scrolled} data-scrolled={scrolled} data-over-dark={overDark}>
      <MenuScrollLock />
      <Inner>
        <Logo onClick={onNavigate} />
        <Toggle type="button" popovertarget={MENU_ID} aria-controls={MENU_ID} aria-expanded={menu.expanded} onClick={menu.toggle}>
          <span data-when="closed">
            <Icon name="menu" />
            <span className="visually-hidden">{headerCopy.openMenu}</span>
          </span>
          <span data-when="open">
            <Icon name="close" />
            <span className="visually-hidden">{headerCopy.closeMenu}</span>
          </span>
        </Toggle>
        <Nav id={MENU_ID} ref={menuRef} popover="auto" aria-label={headerCopy.navLabel} data-open={fallbackOpen || undefined}>
          {headerLinks.map((link) => (
            <Item key={link.to} to={link.to} aria-current={currentness(link.to, pathname)} onClick={onNavigate}>
              {link.label}
            </Item>
          ))}
          <Cta to={headerCta.to} aria-current={currentness(headerCta.to, pathname)} onClick={onNavigate}>
            {headerCta.label}
          </Cta>
        </Nav>
      </Inner>
    </Bar>
  );
}
