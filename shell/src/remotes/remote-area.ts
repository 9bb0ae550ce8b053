import styled from 'styled-components';

/**
 * The one element around a remote page's output (`data-remote-area="{remote}"`), the same on the
 * server and in the browser, so a failed remote can keep its prerendered markup as it is (see
 * StaticRemoteArea). It adds no box to the layout.
 */
export const RemoteArea = styled.div`
  display: contents;
`;
