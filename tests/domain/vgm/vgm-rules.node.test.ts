import { describe, expect, it } from 'vitest';

import { VGM_CONTAINERS_MAX } from '@/config/limits';
import { expectedVgmKg, fromKg, isAfterCutOff, isVgmMismatch, tareKgOf, toKg } from '@/domain/vgm/vgm-rules';
import { vgmFormSchema, type VgmFormValues, vgmListReader } from '@/features/vgm/utils/vgm-form';

/* The VGM rules of docs/areas/vgm-delivery-orders.md: units, the SI comparison, lateness, the rows' checks. */

const values = (containers: VgmFormValues['containers']): VgmFormValues => ({
  unit: 'KGM',
  method: 'SM1',
  weighingDate: '2026-11-20',
  weighingParty: 'Busan New Port Weighbridge',
  responsibleParty: 'Hanil Electronics',
  signatory: 'MIN-JUN KIM',
  containers,
});

const issuesOf = (form: VgmFormValues) => {
  const result = vgmFormSchema.safeParse(form);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('kg and lb', () => {
  it('converts by the exact international pound and rounds to whole units', () => {
    expect(toKg(1000, 'LBR')).toBeCloseTo(453.59237, 5);
    expect(toKg(1000, 'KGM')).toBe(1000);
    expect(fromKg(17_800, 'LBR')).toBe(39_242);
    expect(fromKg(17_800.4, 'KGM')).toBe(17_800);
  });
});

describe('the 5 % check against the SI', () => {
  const container = {
    equipmentReference: 'ONEU1000505',
    ISOEquipmentCode: '45G1',
    cargoGrossWeight: { value: 14_000, unit: 'KGM' as const },
  };

  it("adds the size-type's tare when the SI gives none, and the SI's own tare when it does", () => {
    expect(tareKgOf(container)).toBe(3_900);
    expect(tareKgOf({ ...container, ISOEquipmentCode: '22GP' })).toBe(2_230);
    expect(expectedVgmKg({ ...container, tareWeight: { value: 3_800, unit: 'KGM' } })).toBe(17_800);
  });

  it('warns above 5 % either way, not at exactly 5 %', () => {
    expect(isVgmMismatch(18_690, 17_800)).toBe(false);
    expect(isVgmMismatch(18_691, 17_800)).toBe(true);
    expect(isVgmMismatch(16_909, 17_800)).toBe(true);
    expect(isVgmMismatch(toKg(39_242, 'LBR'), 17_800)).toBe(false);
  });
});

describe('late after the cut-off', () => {
  it('is late only after the VCO instant, whatever its offset', () => {
    const cutOff = '2026-11-22T12:00:00+09:00';
    expect(isAfterCutOff(new Date('2026-11-22T03:00:00Z'), cutOff)).toBe(false);
    expect(isAfterCutOff(new Date('2026-11-22T03:00:01Z'), cutOff)).toBe(true);
    expect(isAfterCutOff(new Date('2030-01-01T00:00:00Z'), undefined)).toBe(false);
  });
});

describe('the rows', () => {
  it('marks a wrong check digit, a bad shape and a container twice on their rows', () => {
    expect(
      issuesOf(
        values([
          { containerNumber: 'CSQU3054383', vgm: '21000' },
          { containerNumber: 'CSQU3054384', vgm: '21000' },
          { containerNumber: 'CSQ305438', vgm: '21000' },
          { containerNumber: 'CSQU3054383', vgm: '0' },
        ]),
      ),
    ).toEqual([
      ['containers.1.containerNumber', 'check-digit'],
      ['containers.2.containerNumber', 'container-format'],
      ['containers.3.containerNumber', 'duplicate'],
      ['containers.3.vgm', 'weight'],
    ]);
  });

  it(`takes ${String(VGM_CONTAINERS_MAX)} rows and refuses one more`, () => {
    const text = ['Container No.\tVGM (kg)', ...Array.from({ length: 501 }, () => 'CSQU3054383\t21,000')].join('\n');
    const { rows } = vgmListReader.fromText(text);
    expect(rows[0]?.row).toEqual({ containerNumber: 'CSQU3054383', vgm: '21000' });
    const containers = rows.map(({ row }, index) => ({
      ...row,
      containerNumber: `TSTU${String(index).padStart(6, '0')}0`,
    }));
    expect(issuesOf(values(containers)).filter(([path]) => path === 'containers')).toEqual([
      ['containers', 'too-many-rows'],
    ]);
    expect(issuesOf(values(containers.slice(0, 500))).some(([path]) => path === 'containers')).toBe(false);
  });
});
