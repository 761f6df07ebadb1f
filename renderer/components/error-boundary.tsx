import { Component, type ReactNode } from 'react';
import { Button } from './button.js';

interface ErrorBoundaryProps {
  /** Names the area in the message: "the market page". */
  area: string;
  children: ReactNode;
}

/** Keeps a rendering bug in one panel from blanking the whole terminal. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error) {
    console.error(`${this.props.area}:`, error);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <div className="state state-error" role="alert">
        <div className="state-title">Something went wrong in {this.props.area}</div>
        <div className="state-detail">{this.state.error.message}</div>
        <Button size="sm" onClick={() => this.setState({ error: null })}>
          Try again
        </Button>
      </div>
    );
  }
}
