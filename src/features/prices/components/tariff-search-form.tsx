import { useQuery } from '@tanstack/react-query';
import { type SyntheticEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { DatePicker } from '@/components/ui/date-picker';
import { NativeSelect } from '@/components/ui/native-select';
import { DEFAULT_TIME_ZONE } from '@/config/limits';
import { CONTAINER_SIZE_TYPES } from '@/domain/container/container-size-types';
import { LocationCombobox, type LocationOption } from '@/domain/location/location-combobox';
import { locationQueries } from '@/domain/location/location-queries';
import { CARGO_TYPES, type CargoType, TARIFF_SIZE_TYPES } from '@/features/prices/api/prices-contract';
import type { TariffSearchLink } from '@/features/prices/utils/tariff-search-url';
import { isIsoDate, todayIn } from '@/lib/dates';

import styles from './surcharge-pages.module.css';

type TariffSizeType = (typeof TARIFF_SIZE_TYPES)[number];

/**
 * Reefer cargo goes in reefer boxes, dry and dangerous cargo in dry ones: the size-types offered for `cargoType` (the
 * third character of an ISO 6346 size-type is its type group, 'R' for reefers).
 */
function sizeTypesOf(cargoType: CargoType): readonly TariffSizeType[] {
  const reefer = cargoType === 'REEFER';
  return TARIFF_SIZE_TYPES.filter((code) => (code.charAt(2) === 'R') === reefer);
}

const DEFAULT_CARGO_TYPE: CargoType = 'DRY';

type FieldName = 'origin' | 'destination' | 'applicationDate';
type FieldErrors = Partial<Record<FieldName, string>>;

export interface TariffSearchFormProps {
  /** The search the URL holds (maybe partial). */
  link: TariffSearchLink;
  /** A complete search, submitted: the page writes it to the URL. */
  onSearch: (link: Required<TariffSearchLink>) => void;
}

/** The IANA time zone of `code` from the location search ('Asia/Seoul' for KRPUS), undefined until known. */
function useLocationTimeZone(code: string | undefined): string | undefined {
  const { data } = useQuery({
    ...locationQueries.list({ keyword: code ?? '' }),
    enabled: Boolean(code),
  });
  return data?.find((location) => location.locationCode === code)?.timeZone;
}

/**
 * The tariff search's form: origin and destination (the location search), cargo type, container size-type and the
 * application date (default today at the origin, spec section 9: Asia/Singapore until an origin is chosen). Errors show
 * at their field on submit; origin and destination may not be the same port.
 */
export function TariffSearchForm({ link, onSearch }: TariffSearchFormProps) {
  const { t } = useTranslation(['prices', 'common']);

  const [origin, setOrigin] = useState<LocationOption | null>(
    link.originCode ? { code: link.originCode, name: link.originName ?? link.originCode } : null,
  );
  const [destination, setDestination] = useState<LocationOption | null>(
    link.destinationCode ? { code: link.destinationCode, name: link.destinationName ?? link.destinationCode } : null,
  );
  const [cargoType, setCargoType] = useState<CargoType>(link.cargoType ?? DEFAULT_CARGO_TYPE);
  const sizeTypes = sizeTypesOf(cargoType);
  const [isoEquipmentCode, setIsoEquipmentCode] = useState<TariffSizeType>(
    link.isoEquipmentCode && sizeTypes.includes(link.isoEquipmentCode)
      ? link.isoEquipmentCode
      : (sizeTypes[0] ?? '22G1'),
  );
  // The date follows the origin's "today" until the user types or picks one (or a link brought one).
  const [typedDate, setTypedDate] = useState<string | null>(link.applicationDate ?? null);
  const originTimeZone = useLocationTimeZone(origin?.code);
  const applicationDate = typedDate ?? todayIn(originTimeZone ?? DEFAULT_TIME_ZONE);

  const [errors, setErrors] = useState<FieldErrors>(() =>
    link.originCode && link.originCode === link.destinationCode
      ? { destination: t('prices:tariff-surcharge-search.errors.same-port') }
      : {},
  );

  // A link opened from outside (Back, another link) shows its search: adjust state while rendering.
  const [shownLink, setShownLink] = useState(link);
  if (shownLink !== link) {
    setShownLink(link);
    setOrigin(link.originCode ? { code: link.originCode, name: link.originName ?? link.originCode } : null);
    setDestination(
      link.destinationCode ? { code: link.destinationCode, name: link.destinationName ?? link.destinationCode } : null,
    );
    const nextCargo = link.cargoType ?? DEFAULT_CARGO_TYPE;
    setCargoType(nextCargo);
    const nextSizes = sizeTypesOf(nextCargo);
    setIsoEquipmentCode(
      link.isoEquipmentCode && nextSizes.includes(link.isoEquipmentCode)
        ? link.isoEquipmentCode
        : (nextSizes[0] ?? '22G1'),
    );
    setTypedDate(link.applicationDate ?? null);
    setErrors({});
  }

  const validate = (): FieldErrors => {
    const next: FieldErrors = {};
    if (!origin) next.origin = t('prices:tariff-surcharge-search.errors.origin-required');
    if (!destination) next.destination = t('prices:tariff-surcharge-search.errors.destination-required');
    else if (origin && origin.code === destination.code) {
      next.destination = t('prices:tariff-surcharge-search.errors.same-port');
    }
    if (!applicationDate) next.applicationDate = t('prices:tariff-surcharge-search.errors.date-required');
    else if (!isIsoDate(applicationDate))
      next.applicationDate = t('prices:tariff-surcharge-search.errors.date-invalid');
    return next;
  };

  const handleSubmit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = validate();
    setErrors(next);
    if (Object.values(next).some(Boolean) || !origin || !destination) {
      // Focus the first field in error so a keyboard or screen-reader user lands on what to fix.
      const form = event.currentTarget;
      queueMicrotask(() => {
        form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      });
      return;
    }
    onSearch({
      originCode: origin.code,
      originName: origin.name,
      destinationCode: destination.code,
      destinationName: destination.name,
      cargoType,
      isoEquipmentCode,
      applicationDate,
    });
  };

  const clearError = (field: FieldName) => {
    if (errors[field]) {
      setErrors((current) => ({ ...current, [field]: undefined }));
    }
  };

  return (
    <form
      role="search"
      noValidate
      className={styles.tariffForm}
      aria-label={t('prices:tariff-surcharge-search.form-label')}
      onSubmit={handleSubmit}
    >
      <LocationCombobox
        label={t('prices:tariff-surcharge-search.origin')}
        placeholder={t('prices:tariff-surcharge-search.location-placeholder')}
        emptyMessage={t('prices:tariff-surcharge-search.location-empty')}
        name="origin"
        value={origin}
        error={errors.origin}
        onChange={(value) => {
          setOrigin(value);
          clearError('origin');
          if (errors.destination && value?.code !== destination?.code) clearError('destination');
        }}
      />
      <LocationCombobox
        label={t('prices:tariff-surcharge-search.destination')}
        placeholder={t('prices:tariff-surcharge-search.location-placeholder')}
        emptyMessage={t('prices:tariff-surcharge-search.location-empty')}
        name="destination"
        value={destination}
        error={errors.destination}
        onChange={(value) => {
          setDestination(value);
          clearError('destination');
        }}
      />
      <NativeSelect
        label={t('prices:tariff-surcharge-search.cargo-type')}
        name="cargoType"
        value={cargoType}
        options={CARGO_TYPES.map((type) => ({ value: type, label: t(`prices:cargo-type.${type}`) }))}
        onChange={(event) => {
          const next = event.target.value as CargoType;
          setCargoType(next);
          const nextSizes = sizeTypesOf(next);
          // Keep the length and height where the new cargo type allows it (40' HC dry -> 40' reefer HC).
          if (!nextSizes.includes(isoEquipmentCode)) {
            const length = CONTAINER_SIZE_TYPES[isoEquipmentCode].lengthFt;
            setIsoEquipmentCode(
              nextSizes.find((code) => CONTAINER_SIZE_TYPES[code].lengthFt === length) ?? nextSizes[0] ?? '22G1',
            );
          }
        }}
      />
      <NativeSelect
        label={t('prices:tariff-surcharge-search.size-type')}
        name="isoEquipmentCode"
        value={isoEquipmentCode}
        options={sizeTypes.map((code) => ({ value: code, label: t(`common:${CONTAINER_SIZE_TYPES[code].nameKey}`) }))}
        onChange={(event) => {
          setIsoEquipmentCode(event.target.value as TariffSizeType);
        }}
      />
      <DatePicker
        label={t('prices:tariff-surcharge-search.application-date')}
        description={t('prices:tariff-surcharge-search.application-date-hint')}
        name="applicationDate"
        required
        value={applicationDate}
        error={errors.applicationDate}
        onChange={(value) => {
          setTypedDate(value);
          clearError('applicationDate');
        }}
      />
      <div className={styles.formActions}>
        <button type="submit" className="button button-primary">
          {t('prices:tariff-surcharge-search.search')}
        </button>
      </div>
    </form>
  );
}
