import * as TabsPrimitive from '@radix-ui/react-tabs';
import type { ComponentProps } from 'react';

import styles from './tabs.module.css';

function withClass(base: string | undefined, extra: string | undefined): string | undefined {
  return [base, extra].filter(Boolean).join(' ') || undefined;
}

/** Props of {@link Tabs}: Radix Tabs.Root's (value/defaultValue, onValueChange, orientation, activationMode, …). */
export type TabsProps = ComponentProps<typeof TabsPrimitive.Root>;
/** Props of {@link TabsList}: Radix Tabs.List's; give it an aria-label when no heading names the tabs. */
export type TabsListProps = ComponentProps<typeof TabsPrimitive.List>;
/** Props of {@link TabsTrigger}: Radix Tabs.Trigger's (`value` required). */
export type TabsTriggerProps = ComponentProps<typeof TabsPrimitive.Trigger>;
/** Props of {@link TabsContent}: Radix Tabs.Content's (`value` required). */
export type TabsContentProps = ComponentProps<typeof TabsPrimitive.Content>;

/**
 * Tabs (APG tabs pattern through Radix: roving focus, Left/Right (Up/Down when vertical), Home/End; activation on
 * focus by default). Styled root; all Radix props pass through.
 */
export function Tabs({ className, ...props }: TabsProps) {
  return <TabsPrimitive.Root {...props} className={withClass(styles.root, className)} />;
}

/** The tablist: a row of tabs that scrolls sideways when it does not fit (phones). */
export function TabsList({ className, ...props }: TabsListProps) {
  return <TabsPrimitive.List {...props} className={withClass(styles.list, className)} />;
}

/** One tab; at least 44 px high; the selected tab is marked by a bar and bold text. */
export function TabsTrigger({ className, ...props }: TabsTriggerProps) {
  return <TabsPrimitive.Trigger {...props} className={withClass(styles.trigger, className)} />;
}

/** The panel of one tab (role tabpanel, labelled by its tab, focusable). */
export function TabsContent({ className, ...props }: TabsContentProps) {
  return <TabsPrimitive.Content {...props} className={withClass(styles.content, className)} />;
}
