import {
  Component,
  type ComponentType,
  createContext,
  type ErrorInfo,
  lazy,
  type ReactNode,
  Suspense,
  useContext,
} from 'react';

// How many times the nearest LazyBoundary has started over after a failure (read by lazyPart).
const AttemptContext = createContext(0);

/** Props of {@link LazyBoundary}. */
export interface LazyBoundaryProps {
  children: ReactNode;
  /** Shown while the chunk loads and after it failed to load; nothing by default. */
  fallback?: ReactNode;
  /** A new value gives a failed chunk another try (e.g. the number of popups waiting). */
  retryKey?: unknown;
}

interface LazyBoundaryState {
  failed: boolean;
  /** The retryKey of the last render: a different one resets a failure. */
  seenKey: unknown;
  /** Tries after a failure so far: lazyPart fetches a failed chunk again only on a new attempt, never in a loop. */
  attempt: number;
}

/**
 * Suspense plus an error boundary for a part of the shell whose code is a lazy chunk (menu, account menu, status popups,
 * toasts, dialogs). When the chunk cannot be fetched (a network blip, a deployment that removed old chunks), only that
 * part is missing: the page around it keeps working instead of the whole app failing, and a new `retryKey` tries again
 * (loaders made with `loadOnce` fetch again after a failure). Render errors of the part itself are caught the same way
 * and reported with console.error.
 */
export class LazyBoundary extends Component<LazyBoundaryProps, LazyBoundaryState> {
  override state: LazyBoundaryState = { failed: false, seenKey: this.props.retryKey, attempt: 0 };

  static getDerivedStateFromError(): Partial<LazyBoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(
    props: LazyBoundaryProps,
    state: LazyBoundaryState,
  ): Partial<LazyBoundaryState> | null {
    if (props.retryKey === state.seenKey) return null;
    return state.failed
      ? { seenKey: props.retryKey, failed: false, attempt: state.attempt + 1 }
      : { seenKey: props.retryKey };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('A lazily loaded part of the page failed:', error, info.componentStack);
  }

  override render() {
    const { children, fallback = null } = this.props;
    if (this.state.failed) return fallback;
    return (
      <AttemptContext.Provider value={this.state.attempt}>
        <Suspense fallback={fallback}>{children}</Suspense>
      </AttemptContext.Provider>
    );
  }
}

/**
 * `React.lazy` for a part rendered inside a {@link LazyBoundary}: React.lazy keeps a failed load for good, so when the
 * boundary starts over (a new `retryKey` after a failure) this makes a fresh lazy component that fetches the chunk
 * again; within one attempt a failure stays a failure (no retry loop while the network is down). `load` resolves to the
 * module (make it with `loadOnce`); `pick` takes the component from it.
 */
export function lazyPart<M, P extends object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): ComponentType<P> {
  const fresh = () => lazy(() => load().then((module) => ({ default: pick(module) })));
  let current = { attempt: 0, Loaded: fresh() };
  return function LazyPart(props: P) {
    const attempt = useContext(AttemptContext);
    if (attempt !== current.attempt) current = { attempt, Loaded: fresh() };
    const { Loaded } = current;
    return <Loaded {...props} />;
  };
}
