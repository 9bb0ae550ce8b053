import { Component, type ReactNode } from 'react';
import { reportRemoteError } from './client-error-report';

/** `remote`: the federated name of the remote inside, when known (else its stack trace tells). */
type Props = { fallback: ReactNode; children: ReactNode; remote?: string };

/** The last layer under a remote: a render error inside it costs only its own area. */
export class RemoteErrorBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error('[shell] a remote failed:', String(error).slice(0, 300));
    reportRemoteError('render', error, this.props.remote);
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
