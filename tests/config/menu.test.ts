import { describe, expect, it } from 'vitest';

import { findLegacyPage } from '@/config/legacy-pages';
import { findMenuItemByPath, MENU, menuItemPath } from '@/config/menu';

import menuEn from '../../src/locales/en/menu.json';

describe('menu', () => {
  it('has every area of the portal in order', () => {
    expect(MENU.map((area) => area.id)).toEqual([
      'schedules',
      'prices',
      'booking',
      'documentation',
      'manageShipment',
      'tracking',
      'deliveryOrders',
      'eFinance',
      'reports',
      'profile',
    ]);
  });

  it('takes the login rule of legacy items from the legacy table and has a title for every item', () => {
    for (const item of MENU.flatMap((area) => area.items)) {
      expect(menuEn.items).toHaveProperty([item.id]);
      if (item.legacyCode) {
        expect(Boolean(item.isRequiredLogin)).toBe(findLegacyPage(item.legacyCode)?.requiresLogin);
      }
    }
  });

  it('finds items by their path', () => {
    expect(findMenuItemByPath('/manage-shipment/cargo-tracking')?.id).toBe('cargo-tracking');
    // The native item that replaced the legacy page still answers for its old address (no blacklist alert).
    expect(findMenuItemByPath('/ecom/CUP_HOM_3301.do')?.id).toBe('cargo-tracking');
    expect(menuItemPath(findMenuItemByPath('/ecom/CUP_HOM_3301.do')!)).toBe('/manage-shipment/cargo-tracking');
    expect(findMenuItemByPath('/schedule/point-to-point-schedule')?.id).toBe('point-to-point-schedule');
    expect(findMenuItemByPath('/prices/surcharge-search')?.id).toBe('surcharge-search');
    expect(findMenuItemByPath('/ecom/CUP_HOM_9999.do')).toBeUndefined();
    expect(new Set(MENU.flatMap((area) => area.items.map(menuItemPath))).size).toBe(
      MENU.flatMap((area) => area.items).length,
    );
  });
});
