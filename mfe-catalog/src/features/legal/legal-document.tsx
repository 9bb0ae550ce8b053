import type { ReactNode } from 'react';
import styled from 'styled-components';
import { legalPageCopy as copy } from '@site/shared/content/legal';
import type { LegalBlock, LegalDocument } from '@site/shared/schemas/legal';
import { Container, PageHero, Section, mediaUp, typeScale, canHover } from '@site/shared/ui';
import { RichText } from './rich-text';

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${(p) => p.theme.space(10)};
  ${mediaUp('large')} { grid-template-columns: 260px minmax(0, 1fr); align-items: start; }
`;

const Toc = styled.nav`
  ${mediaUp('large')} { position: sticky; top: calc(${(p) => p.theme.layout.headerHeight} + ${(p) => p.theme.space(6)}); }
  padding: ${(p) => p.theme.space(5)};
  border-radius: ${(p) => p.theme.radii.md};
  background: ${(p) => p.theme.colors.surfaceAlt};
  border: 1px solid ${(p) => p.theme.colors.border};
  p { font-weight: 700; margin-bottom: ${(p) => p.theme.space(2)}; color: ${(p) => p.theme.colors.ink}; }
  ol { margin: 0; padding-left: ${(p) => p.theme.space(5)}; display: grid; gap: ${(p) => p.theme.space(1)}; font-size: ${typeScale.sm}; }
  a { text-decoration: none; ${canHover} { &:hover { text-decoration: underline; } } }
`;

const Article = styled.article`
  max-width: 78ch;
  overflow-wrap: anywhere;
  section + section { margin-top: ${(p) => p.theme.space(10)}; }
  h2 { font-size: ${typeScale.xxl}; }
  ul { padding-left: ${(p) => p.theme.space(5)}; margin: 0 0 1em; display: grid; gap: ${(p) => p.theme.space(2)}; }
`;

const TableWrap = styled.div`
  overflow-x: auto;
  margin: 0 0 1.25em;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.md};
  table { width: 100%; border-collapse: collapse; font-size: ${typeScale.sm}; min-width: 560px; }
  caption { text-align: left; font-weight: 700; padding: ${(p) => p.theme.space(3)} ${(p) => p.theme.space(4)}; color: ${(p) => p.theme.colors.ink}; }
  th, td { text-align: left; vertical-align: top; padding: ${(p) => p.theme.space(3)} ${(p) => p.theme.space(4)}; border-top: 1px solid ${(p) => p.theme.colors.border}; }
  th { background: ${(p) => p.theme.colors.surfaceAlt}; color: ${(p) => p.theme.colors.ink}; }
  /* Whole words only: the article's break-anywhere rule would split "Técnica" into "Técn ica". */
  table { overflow-wrap: break-word; }
  /*
   * Phones: each row becomes a small card headed by its first cell, every other cell labelled
   * with its column name, instead of a sideways-scrolling table cut off at the screen edge.
   */
  @media (max-width: ${(p) => p.theme.breakpoints.small - 0.02}px) {
    table { min-width: 0; }
    thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
    tbody, tr, th, td { display: block; }
    tr { border-top: 1px solid ${(p) => p.theme.colors.border}; padding: ${(p) => p.theme.space(3)} ${(p) => p.theme.space(4)}; }
    tbody th, td { border-top: none; padding: ${(p) => p.theme.space(1)} 0; background: none; }
    td::before {
      content: attr(data-label);
      display: block;
      font-size: ${typeScale.xs};
      font-weight: 700;
      letter-spacing: 0.06em;
      text-transform: uppercase;
      color: ${(p) => p.theme.colors.muted};
    }
  }
`;

const Updated = styled.p`
  font-size: ${typeScale.sm};
`;

function Block({ block }: { block: LegalBlock }) {
  switch (block.type) {
    case 'p':
      return (
        <p>
          <RichText text={block.text} />
        </p>
      );
    case 'list':
      return (
        <ul>
          {block.items.map((item) => (
            <li key={item}>
              <RichText text={item} />
            </li>
          ))}
        </ul>
      );
    case 'table':
      return (
        // Focusable so keyboard users can scroll a table wider than a phone screen.
        // No explicit table roles: the HTML validator forbids them on table parts. Each phone
        // cell repeats its column name (data-label), so the cards still read on their own.
        <TableWrap tabIndex={0} role="region" aria-label={block.caption}>
          <table>
            <caption>{block.caption}</caption>
            <thead>
              <tr>
                {block.head.map((h) => (
                  <th key={h} scope="col">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row) => (
                <tr key={row[0]}>
                  {row.map((cell, i) =>
                    i === 0 ? (
                      <th key={i} scope="row">
                        {cell}
                      </th>
                    ) : (
                      <td key={i} data-label={block.head[i]}>
                        {cell}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      );
  }
}

type LegalDocumentViewProps = {
  document: LegalDocument;
  /** Extra content after the last section (the cookie page's reset button, a back link). */
  children?: ReactNode;
};

/** A legal page: hero, table of contents and numbered sections from a legal record. */
export function LegalDocumentView({ document: doc, children }: LegalDocumentViewProps) {
  return (
    <>
      <PageHero eyebrow={copy.eyebrow} title={doc.title} intro={doc.intro}>
        <Updated>
          {copy.updated} {doc.updated}
        </Updated>
      </PageHero>
      <Section>
        <Container>
          <Layout>
            <Toc aria-label={copy.tocLabel}>
              <p>{copy.tocTitle}</p>
              <ol>
                {doc.sections.map((s) => (
                  <li key={s.id}>
                    <a href={`#${s.id}`}>{s.heading}</a>
                  </li>
                ))}
              </ol>
            </Toc>
            <Article>
              {doc.sections.map((s, i) => (
                <section key={s.id} id={s.id} aria-labelledby={`${s.id}-title`}>
                  <h2 id={`${s.id}-title`}>
                    {i + 1}. {s.heading}
                  </h2>
                  {s.blocks.map((b, j) => (
                    <Block key={j} block={b} />
                  ))}
                </section>
              ))}
              {children}
            </Article>
          </Layout>
        </Container>
      </Section>
    </>
  );
}
