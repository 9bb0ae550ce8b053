import type { ReactNode } from 'react';
import styled from 'styled-components';

/** A block of a message: a paragraph, or a numbered or bulleted list. */
export type MessageBlock =
  | { kind: 'p'; text: string }
  | { kind: 'ol'; start: number; items: string[] }
  | { kind: 'ul'; items: string[] };

// "1. Diagnóstico", "2) Solicitud": a numbered line; "- Acceso", "• Acceso": a bulleted one.
const NUMBERED_LINE = /^\s*(\d{1,2})[.)]\s+(\S.*)$/;
const BULLET_LINE = /^\s*[-•*·–]\s+(\S.*)$/;
// A number that starts an item inside running text ("4 pasos: 1. Diagnóstico; 2. Solicitud…"):
// after the start or a separator, and followed by a space, so "2.000 €" never is one.
const INLINE_MARKER = /(^|[\s:;,(])(\d{1,2})[.)]\s+(?=\S)/g;
// Where the last inline item ends: a full stop before a new sentence.
const SENTENCE_END = /\.\s+(?=[A-ZÁÉÍÓÚÑ¿¡])/;

/**
 * Reads a message's plain text as blocks: lines starting "1." or "-" become list items, and a
 * run of "1. …; 2. …; 3. …" inside a paragraph becomes a numbered list between its lead-in and
 * what follows. The text is never interpreted as markup.
 */
export function parseMessage(text: string): MessageBlock[] {
  const blocks: MessageBlock[] = [];
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length) blocks.push(...inlineBlocks(paragraph.join('\n')));
    paragraph = [];
  };
  const lines = text.split(/\r?\n/);
  lines.forEach((line, i) => {
    const numbered = NUMBERED_LINE.exec(line);
    const last = blocks.at(-1);
    // A numbered line is an item when it continues a list or the next line goes on with it
    // ("1. …" alone may be an ordinary sentence).
    const next = NUMBERED_LINE.exec(lines[i + 1] ?? '');
    if (numbered && !paragraph.length && last?.kind === 'ol' && last.start + last.items.length === Number(numbered[1])) {
      last.items.push(numbered[2].trim());
      return;
    }
    if (numbered && next && Number(next[1]) === Number(numbered[1]) + 1) {
      flush();
      blocks.push({ kind: 'ol', start: Number(numbered[1]), items: [numbered[2].trim()] });
      return;
    }
    const bullet = BULLET_LINE.exec(line);
    if (bullet) {
      flush();
      const current = blocks.at(-1);
      if (current?.kind === 'ul') current.items.push(bullet[1].trim());
      else blocks.push({ kind: 'ul', items: [bullet[1].trim()] });
      return;
    }
    if (!line.trim()) flush();
    else paragraph.push(line);
  });
  flush();
  return blocks;
}

/** A paragraph, split around a numbered run inside it ("…: 1. a; 2. b; 3. c. Then…"). */
function inlineBlocks(text: string): MessageBlock[] {
  const marks = [...text.matchAll(INLINE_MARKER)].map((m) => ({ n: Number(m[2]), at: m.index! + m[1].length, end: m.index! + m[0].length }));
  const first = marks.findIndex((m) => m.n === 1);
  const run = first < 0 ? [] : [marks[first]];
  for (const m of marks.slice(first + 1)) if (first >= 0 && m.n === run.length + 1) run.push(m);
  if (run.length < 2) return [{ kind: 'p', text }];

  const items = run.map((m, i) => text.slice(m.end, run[i + 1]?.at ?? text.length));
  let rest = '';
  const end = SENTENCE_END.exec(items[items.length - 1]);
  if (end) {
    rest = items[items.length - 1].slice(end.index + 1);
    items[items.length - 1] = items[items.length - 1].slice(0, end.index);
  }
  const lead = text.slice(0, run[0].at).trim();
  return [
    ...(lead ? [{ kind: 'p' as const, text: lead }] : []),
    // The separators between items ("; ", ", y ") belong to the running text, not to the list.
    { kind: 'ol', start: 1, items: items.map((item) => item.trim().replace(/\s*(?:[;,]|\.$)\s*(?:y\s*)?$/, '').trim()) },
    ...(rest.trim() ? inlineBlocks(rest.trim()) : []),
  ];
}

// Dates (31-10-2025), times and time ranges (7:00-15:00), amounts (2.000 €, 41,32 €/mes, 70 %),
// sizes (150 GB, 1 Gb), hours (48 h) and phone numbers (965 00 00 00): broken across two lines
// they read wrong ("31-10-" / "2025", "41,32" / "€/mes").
const UNBREAKABLE = new RegExp(
  [
    String.raw`\b\d{1,2}[-/]\d{1,2}[-/]\d{2,4}\b`,
    String.raw`\b\d{4}-\d{2}-\d{2}\b`,
    String.raw`\b\d{1,2}:\d{2}(?:\s?[-–]\s?\d{1,2}:\d{2})?`,
    String.raw`(?:\b\d{1,3}(?:\.\d{3})+|\b\d+)(?:,\d+)?\s?(?:€(?:\/mes)?|%)`,
    String.raw`\b\d+(?:,\d+)?\s?(?:GB|MB|TB|Gb|Mb)\b`,
    String.raw`\b\d+\s?h\b`,
    String.raw`(?:\+34\s?)?\b\d{3}(?:\s\d{2}){3}\b`,
  ].join('|'),
  'g',
);

/**
 * Keeps each date, time, amount, size and phone number on one line. A span with
 * `white-space: nowrap` rather than non-breaking characters: screen readers and copy-paste get
 * the text exactly as written ("31-10-2025", not "31‑10‑2025" with U+2011).
 */
const Unbroken = styled.span`
  white-space: nowrap;
`;

/** A text run with its dates, amounts and phone numbers kept whole. */
export function unbreakable(text: string): ReactNode[] {
  const out: ReactNode[] = [];
  let last = 0;
  for (const m of text.matchAll(UNBREAKABLE)) {
    if (m.index! > last) out.push(text.slice(last, m.index));
    out.push(
      <Unbroken key={m.index} data-nowrap="">
        {m[0]}
      </Unbroken>,
    );
    last = m.index! + m[0].length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}

/** A message's text as React elements: paragraphs and real lists, never markup from the text. */
export function MessageText({ text, lists = true }: { text: string; lists?: boolean }) {
  const blocks: MessageBlock[] = lists ? parseMessage(text) : [{ kind: 'p', text }];
  return (
    <>
      {blocks.map((block, i) => {
        if (block.kind === 'p') return <p key={i}>{unbreakable(block.text)}</p>;
        const items = block.items.map((item, j) => <li key={j}>{unbreakable(item)}</li>);
        if (block.kind === 'ul') return <ul key={i}>{items}</ul>;
        return (
          <ol key={i} start={block.start === 1 ? undefined : block.start}>
            {items}
          </ol>
        );
      })}
    </>
  );
}
