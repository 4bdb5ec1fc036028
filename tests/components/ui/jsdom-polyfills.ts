/**
 * jsdom lacks ResizeObserver, which Radix's popper (tooltip, popover) uses to follow the trigger's size. jsdom does
 * no layout, so an observer that never reports is exactly what a real one would do here.
 */
export function installResizeObserver(): void {
  if ('ResizeObserver' in globalThis) return;
  class NoLayoutResizeObserver {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  Object.assign(globalThis, { ResizeObserver: NoLayoutResizeObserver });
}
