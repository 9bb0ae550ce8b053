import { Fragment } from 'react';
import styled from 'styled-components';

const NoWrap = styled.span`
  white-space: nowrap;
`;

/** Renders `text` with each occurrence of `date` kept on one line ("31-10-2025" would break at its hyphens). */
export function KeepDate({ text, date }: { text: string; date: string }) {
  const parts = text.split(date);
  return (
    <>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 && <NoWrap>{date}</NoWrap>}
          {part}
        </Fragment>
      ))}
    </>
  );
}
