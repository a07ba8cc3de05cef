import { Component, type ReactNode } from 'react';
import { logCms } from '../lib/log';

type Props = {
  event: string;
  details: Record<string, unknown>;
  fallback?: ReactNode;
  children: ReactNode;
};

/** Catches a render error below it: logs `event` once with `details`, then shows `fallback` (nothing by default). */
export class LoggedBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: Error) {
    logCms({
      level: 'error',
      event: this.props.event,
      ...this.props.details,
      message: error.message,
    });
  }

  render() {
    return this.state.failed ? (this.props.fallback ?? null) : this.props.children;
  }
}
