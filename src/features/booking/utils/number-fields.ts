import {
  type EquipmentFormValues,
  OUT_OF_GAUGE_SIZE_TYPES,
  REEFER_SIZE_TYPES,
} from '@/features/booking/utils/booking-form-values';
import { decimalIssue, type DecimalRules } from '@/lib/number-input';

/*
 * The equipment line's numbers: what their text may hold (docs/requirements.md §5) and the message (a code under `errors.` of
 * the booking namespace) when it holds something else. A number field keeps what was typed; these rules say what is
 * wrong with it at the field.
 */

/** How a number field's text is checked: its rules, and the message code of text they do not allow. */
export interface NumberFieldRule {
  rules: DecimalRules;
  /** The message of text that is no number the field takes (letters, a minus where none is allowed). */
  invalid: string;
  /** The message of too many digits before the separator (default: `invalid`). */
  tooLarge?: string;
}

/** The rules of each number of an equipment line, by its path inside the line. */
export const EQUIPMENT_NUMBER_RULES = {
  units: { rules: { maxDecimals: 0, maxIntegerDigits: 3 }, invalid: 'units-range' },
  'cargoGrossWeight.value': {
    rules: { maxDecimals: 3, maxIntegerDigits: 6 },
    invalid: 'positive',
    tooLarge: 'payload',
  },
  'activeReeferSettings.temperatureSetpoint': {
    rules: { allowNegative: true, maxDecimals: 1, maxIntegerDigits: 3 },
    invalid: 'reefer-range',
  },
  'activeReeferSettings.humiditySetpoint': { rules: { maxDecimals: 0, maxIntegerDigits: 3 }, invalid: 'units-range' },
  'outOfGaugeDimensions.length': {
    rules: { maxDecimals: 1, maxIntegerDigits: 5 },
    invalid: 'positive',
    tooLarge: 'out-of-range',
  },
  'outOfGaugeDimensions.width': {
    rules: { maxDecimals: 1, maxIntegerDigits: 5 },
    invalid: 'positive',
    tooLarge: 'out-of-range',
  },
  'outOfGaugeDimensions.height': {
    rules: { maxDecimals: 1, maxIntegerDigits: 5 },
    invalid: 'positive',
    tooLarge: 'out-of-range',
  },
} as const satisfies Record<string, NumberFieldRule>;

/** A number of an equipment line (a key of {@link EQUIPMENT_NUMBER_RULES}). */
export type EquipmentNumberPath = keyof typeof EQUIPMENT_NUMBER_RULES;

/** The message code of a number's text under its rule, or null when it is empty or a number the rule allows. */
export function numberTextIssue(text: string, rule: NumberFieldRule): string | null {
  const issue = decimalIssue(text, rule.rules);
  if (issue === null) return null;
  if (issue === 'decimals' && (rule.rules.maxDecimals ?? 2) > 0) return 'decimals';
  if (issue === 'integer-digits') return rule.tooLarge ?? rule.invalid;
  return rule.invalid;
}

function textAt(line: EquipmentFormValues, path: EquipmentNumberPath): string {
  switch (path) {
    case 'units':
      return line.units;
    case 'cargoGrossWeight.value':
      return line.cargoGrossWeight.value;
    case 'activeReeferSettings.temperatureSetpoint':
    case 'activeReeferSettings.humiditySetpoint':
      return line.activeReeferSettings[
        path === 'activeReeferSettings.humiditySetpoint' ? 'humiditySetpoint' : 'temperatureSetpoint'
      ];
    default:
      return line.outOfGaugeDimensions[path.slice('outOfGaugeDimensions.'.length) as 'length' | 'width' | 'height'];
  }
}

/** The numbers a line sends: reefer settings only for a chosen reefer, dimensions only for chosen out-of-gauge. */
function sentNumbers(line: EquipmentFormValues): EquipmentNumberPath[] {
  const paths: EquipmentNumberPath[] = ['units', 'cargoGrossWeight.value'];
  if (line.reefer && REEFER_SIZE_TYPES.includes(line.ISOEquipmentCode)) {
    paths.push('activeReeferSettings.temperatureSetpoint', 'activeReeferSettings.humiditySetpoint');
  }
  if (line.outOfGauge && OUT_OF_GAUGE_SIZE_TYPES.includes(line.ISOEquipmentCode)) {
    paths.push('outOfGaugeDimensions.length', 'outOfGaugeDimensions.width', 'outOfGaugeDimensions.height');
  }
  return paths;
}

/**
 * The issues of a line's number texts: `path` is the line's field under `prefix` ('requestedEquipments.0'), `message`
 * its code. Empty fields are left to the contract (required or optional).
 */
export function equipmentNumberIssues(line: EquipmentFormValues, prefix: string): { path: string; message: string }[] {
  return sentNumbers(line).flatMap((path) => {
    const message = numberTextIssue(textAt(line, path), EQUIPMENT_NUMBER_RULES[path]);
    return message === null ? [] : [{ path: `${prefix}.${path}`, message }];
  });
}
