import { useEffect } from 'react';
import { NavLink } from '@site/shared/router';
import styled, { css } from 'styled-components';
import { headerCta, headerLinks } from '@site/shared/content/navigation';
import { selectMenuOpen, useSiteStore } from '@site/shared/store';
import { Container, Icon, mediaUp } from '@site/shared/ui';
import { Logo } from './logo';
import { useScrolledPast } from './use-scrolled-past';

/** SPEC §9: the bar blurs and gains a shadow once scrolled past 45 px. */
export const HEADER_BLUR_THRESHOLD_PX = 45;

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
`;

const Inner = styled(Container)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${(p) => p.theme.space(4)};
`;

const Nav = styled.nav<{ $open: boolean }>`
  display: none;
  ${mediaUp('medium')} {
    display: flex;
    align-items: center;
    gap: ${(p) => p.theme.space(1)};
  }
  /* Under 768 px the menu is a full-screen panel below the bar. */
  @media (max-width: ${(p) => p.theme.breakpoints.medium - 1}px) {
    ${(p) =>
      p.$open &&
      css`
        display: flex;
        flex-direction: column;
        align-items: stretch;
        gap: ${p.theme.space(1)};
        position: fixed;
        inset: ${p.theme.layout.headerHeight} 0 0 0;
        padding: ${p.theme.space(6)};
        background: ${p.theme.colors.surface};
        overflow-y: auto;
        a { font-size: 1.25rem; padding: ${p.theme.space(4)}; }
      `}
  }
`;

const Item = styled(NavLink)`
  position: relative;
  padding: ${(p) => `${p.theme.space(2)} ${p.theme.space(3)}`};
  border-radius: ${(p) => p.theme.radii.sm};
  color: ${(p) => p.theme.colors.text};
  font-weight: 500;
  text-decoration: none;
  white-space: nowrap;
  &:hover { color: ${(p) => p.theme.colors.brand}; background: ${(p) => p.theme.colors.brandSoft}; }
  &[aria-current='page'] { color: ${(p) => p.theme.colors.brand}; font-weight: 700; background: ${(p) => p.theme.colors.brandSoft}; }
  ${mediaUp('medium')} { font-size: 0.875rem; padding: ${(p) => `${p.theme.space(2)} ${p.theme.space(2)}`}; }
  ${mediaUp('large')} { font-size: 0.9375rem; padding: ${(p) => `${p.theme.space(2)} ${p.theme.space(3)}`}; }
`;

const Cta = styled(NavLink)`
  margin-left: ${(p) => p.theme.space(2)};
  padding: ${(p) => `${p.theme.space(2)} ${p.theme.space(5)}`};
  border-radius: ${(p) => p.theme.radii.pill};
  background: ${(p) => p.theme.colors.brand};
  color: ${(p) => p.theme.colors.onDark};
  font-weight: 600;
  text-decoration: none;
  text-align: center;
  &:hover, &[aria-current='page'] { background: ${(p) => p.theme.colors.brandDark}; }
  @media (max-width: ${(p) => p.theme.breakpoints.medium - 1}px) { margin: ${(p) => p.theme.space(4)} 0 0; }
`;

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
  ${mediaUp('medium')} { display: none; }
`;

/** Fixed top bar with the SPEC's links; a full-screen menu on small screens. */
export function Header() {
  const scrolled = useScrolledPast(HEADER_BLUR_THRESHOLD_PX);
  const open = useSiteStore(selectMenuOpen);
  const setOpen = useSiteStore((s) => s.setMenuOpen);

  // Clicking a link closes the menu and glides to the top (SPEC §2).
  const onNavigate = () => {
    setOpen(false);
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    document.addEventListener('keydown', onKey);
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = '';
    };
  }, [open, setOpen]);

  return (
    <Bar $scrolled={scrolled} data-scrolled={scrolled}>
      <Inner>
        <Logo onClick={onNavigate} />
        <Toggle
          type="button"
          aria-expanded={open}
          aria-controls="menu-principal"
          aria-label={open ? 'Cerrar menú' : 'Abrir menú'}
          onClick={() => setOpen(!open)}
        >
          <Icon name={open ? 'close' : 'menu'} />
        </Toggle>
        <Nav id="menu-principal" aria-label="Principal" $open={open}>
          {headerLinks.map((link) => (
            <Item key={link.to} to={link.to} end onClick={onNavigate}>
              {link.label}
            </Item>
          ))}
          <Cta to={headerCta.to} end onClick={onNavigate}>
            {headerCta.label}
          </Cta>
        </Nav>
      </Inner>
    </Bar>
  );
}
