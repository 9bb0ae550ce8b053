import styled, { keyframes } from 'styled-components';
import { pageLoadingText } from '@site/shared/content/shell-copy';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Wrapper = styled.div`
  min-height: 70vh;
  display: grid;
  place-items: center;
  span {
    width: 40px; height: 40px; border-radius: 50%;
    border: 4px solid ${(p) => p.theme.colors.brandSoft};
    border-top-color: ${(p) => p.theme.colors.brand};
    animation: ${spin} 0.8s linear infinite;
  }
`;

/** Shown while a remote's code arrives on a client-side navigation. */
export function PageLoading() {
  return (
    <Wrapper role="status" aria-live="polite">
      <span aria-hidden="true" />
      <p className="visually-hidden">{pageLoadingText}</p>
    </Wrapper>
  );
}
