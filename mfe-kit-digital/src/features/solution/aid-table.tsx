import styled from 'styled-components';
import { kitCapLabel, kitSegments, kitSolutionPage } from '@site/shared/content/kit-digital-copy';
import type { KitSolutionBody } from '@site/shared/schemas/kit-digital';
import { mediaUp, typeScale } from '@site/shared/ui';

const Wrap = styled.div`
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.md};
  background: ${(p) => p.theme.colors.surface};
  box-shadow: ${(p) => p.theme.shadows.card};
  overflow: hidden;
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${typeScale.sm};
  ${mediaUp('medium')} { font-size: ${typeScale.base}; }
  caption { text-align: left; }
  th, td {
    padding: ${(p) => p.theme.space(3)} ${(p) => p.theme.space(2)};
    ${mediaUp('small')} { padding: ${(p) => p.theme.space(3)}; }
    border-bottom: 1px solid ${(p) => p.theme.colors.border};
    text-align: left;
    vertical-align: top;
    ${mediaUp('medium')} { padding: ${(p) => p.theme.space(4)} ${(p) => p.theme.space(5)}; }
  }
  thead th {
    background: ${(p) => p.theme.colors.brandDeep};
    color: ${(p) => p.theme.colors.onDark};
    font-size: ${typeScale.xs};
    /* Uppercase headers only where the columns are wide enough for them. */
    ${mediaUp('small')} { letter-spacing: 0.04em; text-transform: uppercase; }
  }
  tbody tr:last-child > * { border-bottom: 0; }
  tbody tr:nth-child(even) { background: ${(p) => p.theme.colors.surfaceAlt}; }
  tbody th { font-weight: 600; color: ${(p) => p.theme.colors.ink}; }
`;

const Sub = styled.span`
  display: block;
  font-weight: 400;
  font-size: ${typeScale.sm};
  color: ${(p) => p.theme.colors.muted};
`;

const Money = styled.td`
  font-weight: 700;
  color: ${(p) => p.theme.colors.brandDark};
`;

const segmentNames = (ids: readonly string[]) => {
  const names = kitSegments.filter((s) => ids.includes(s.id)).map((s) => s.id);
  const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} y ${names[names.length - 1]}` : names[0];
  return `${names.length > 1 ? 'Segmentos' : 'Segmento'} ${list}`;
};

/** The solution's aid per segment (SPEC §9) as a table: who, how much, and the user or device cap. */
export function AidTable({ solution, caption }: { solution: KitSolutionBody; caption: string }) {
  const hasCaps = solution.aidRows.some((r) => r.cap);
  const columns = kitSolutionPage.aid.columns;
  const capHeader = columns[solution.aidRows.find((r) => r.cap)?.cap?.unit ?? 'usuario'];
  return (
    <Wrap>
      <Table>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{columns.employees}</th>
            <th scope="col">{columns.amount}</th>
            {hasCaps && <th scope="col">{capHeader}</th>}
          </tr>
        </thead>
        <tbody>
          {solution.aidRows.map((row) => (
            <tr key={row.employees}>
              <th scope="row">
                {row.employees}
                <Sub>{segmentNames(row.segments)}</Sub>
              </th>
              <Money>
                {row.amount}
                {row.detail && <Sub>{row.detail}</Sub>}
              </Money>
              {hasCaps && <td>{row.cap ? kitCapLabel(row.cap) : '—'}</td>}
            </tr>
          ))}
        </tbody>
      </Table>
    </Wrap>
  );
}
