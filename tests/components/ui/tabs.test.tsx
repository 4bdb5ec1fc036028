import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';

import { renderWithProviders } from '../../render';
import { axeViolations } from './axe';

function ResultTabs() {
  return (
    <Tabs defaultValue="list">
      <TabsList aria-label="Result view">
        <TabsTrigger value="list">List</TabsTrigger>
        <TabsTrigger value="calendar">Calendar</TabsTrigger>
        <TabsTrigger value="map" disabled>
          Map
        </TabsTrigger>
      </TabsList>
      <TabsContent value="list">12 routes</TabsContent>
      <TabsContent value="calendar">March 2026</TabsContent>
      <TabsContent value="map">Map view</TabsContent>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('shows the selected tab panel', async () => {
    renderWithProviders(<ResultTabs />);

    expect(screen.getByRole('tablist', { name: 'Result view' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'List' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'List' })).toHaveTextContent('12 routes');
    expect(await axeViolations()).toEqual([]);
  });

  it('follows the APG keyboard pattern', async () => {
    const { user } = renderWithProviders(<ResultTabs />);

    await user.tab();
    expect(screen.getByRole('tab', { name: 'List' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Calendar' })).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Calendar' })).toHaveTextContent('March 2026');
    // The disabled tab is skipped; focus wraps around.
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'List' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Calendar' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('tabpanel', { name: 'Calendar' })).toHaveFocus();
  });
});
