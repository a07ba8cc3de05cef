import { Component, type ReactNode } from 'react';
import { logCms } from '../shared/lib/log';

type Props = { component: string; uid: string; children: ReactNode };

/** One block's failure stays in its place: it renders nothing and is logged once; the page goes on. */
export class BlockBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: Error) {
    logCms({
      level: 'error',
      event: 'block-render-failed',
      component: this.props.component,
      uid: this.props.uid,
      message: error.message,
    });
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div
        className="cms-block-failed"
        data-block={this.props.component}
        data-block-state="failed"
        hidden
      />
    );
  }
}
