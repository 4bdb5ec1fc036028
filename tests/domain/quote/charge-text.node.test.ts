import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';

import { chargeDescription, chargeName } from '@/domain/quote/charge-text';
import enCharges from '@/locales/en/charges.json';
import jaCharges from '@/locales/ja/charges.json';
import koCharges from '@/locales/ko/charges.json';
import zhCharges from '@/locales/zh/charges.json';

async function tIn(language: string) {
  const i18n = createInstance();
  await i18n.init({
    lng: language,
    fallbackLng: false,
    resources: {
      en: { charges: enCharges },
      ko: { charges: koCharges },
      ja: { charges: jaCharges },
      zh: { charges: zhCharges },
    },
  });
  return i18n.t;
}

describe('charge names and descriptions', () => {
  it('translate known codes', async () => {
    expect(chargeName(await tIn('ko'), 'BAF', 'Bunker Adjustment Factor')).toBe('유류할증료(BAF)');
    expect(chargeName(await tIn('ja'), 'OTHC', 'Origin Terminal Handling Charge')).toBe('積地ターミナル取扱料（OTHC）');
    expect(chargeName(await tIn('zh'), 'TLX', 'Telex Release Fee')).toBe('电放费');
    expect(chargeName(await tIn('en'), 'OFT', 'x')).toBe('Ocean Freight');
    expect(chargeDescription(await tIn('ko'), 'DOC', 'x')).toMatch(/선하증권/);
  });

  it("fall back to the API's English text for codes the namespace does not know", async () => {
    const t = await tIn('ko');
    expect(chargeName(t, 'XYZ', 'New Surcharge')).toBe('New Surcharge');
    expect(chargeDescription(t, 'XYZ', 'What it is')).toBe('What it is');
    // Not a code: never used as a key path.
    expect(chargeName(t, 'codes', 'Something')).toBe('Something');
  });
});
