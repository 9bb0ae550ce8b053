import { Component, type ReactNode } from 'react';

type Props = { fallback: ReactNode; children: ReactNode };

/** The last layer under a remote: a render error inside it costs only its own area. */
export class RemoteErrorBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error('[shell] a remote failed:', String(error).slice(0, 300));
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
