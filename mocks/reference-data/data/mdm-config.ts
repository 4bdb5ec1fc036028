import type { MdmConfigCode, MdmConfigItem } from '@/domain/reference-data/reference-data-contract';

/**
 * Master-data configurations of the mock backend (docs/requirements.md §3 "Master-data code groups"), answered by
 * GET {API}/v1/mdm-config/{code}. Codes follow the industry: service terms as in DCSA (CY, CFS, Door, Tackle),
 * weight units KGS/LBS, temperatures in °C/°F, reefer ventilation in cubic metres per hour, package types of
 * UN/ECE Recommendation 21, dangerous-goods papers of the IMDG Code (DGD, SDS, container packing certificate).
 */
export const MDM_CONFIGS: Readonly<Record<MdmConfigCode, readonly MdmConfigItem[]>> = {
  SERVICE_TERM: [
    {
      code: 'Y',
      name: 'CY',
      description: 'Container yard: the merchant delivers or collects the container at the terminal',
    },
    { code: 'S', name: 'CFS', description: 'Container freight station: the carrier stuffs or strips the container' },
    { code: 'D', name: 'Door', description: 'Carrier haulage to or from the merchant’s premises' },
    { code: 'T', name: 'Tackle', description: 'Cargo handed over at the ship’s tackle' },
  ],
  US_CA_EXPORT_INFO: [
    {
      code: 'ITN',
      name: 'AES ITN',
      description: 'Internal Transaction Number of the US Automated Export System (e.g. X20261121000123)',
    },
    { code: 'NOEEI', name: 'NO EEI 30.37(a)', description: 'US exemption: no Electronic Export Information required' },
    { code: 'AESPOST', name: 'AES post-departure', description: 'Approved US exporter filing after departure' },
    { code: 'CAED', name: 'CAED', description: 'Canadian Automated Export Declaration number' },
    { code: 'G7EDI', name: 'G7 EDI', description: 'Canadian export declaration filed through G7 EDI' },
    { code: 'NDR', name: 'NDR 102', description: 'Canada: no declaration required, goods under CAD 2,000' },
    { code: 'SRP', name: 'Summary reporting', description: 'Canadian Summary Reporting Program number' },
  ],
  WEIGHT_UNIT: [
    { code: 'KGS', name: 'kg', description: 'Kilograms' },
    { code: 'LBS', name: 'lb', description: 'Pounds (0.45359237 kg)' },
  ],
  TEMPERATURE_UNIT: [
    { code: 'C', name: '°C', description: 'Degrees Celsius' },
    { code: 'F', name: '°F', description: 'Degrees Fahrenheit' },
  ],
  VENTILATION_RATIO: [
    { code: 'CLOSED', name: 'Closed', description: 'Fresh-air vent closed (frozen cargo)' },
    { code: '10', name: '10 m³/h' },
    { code: '15', name: '15 m³/h' },
    { code: '25', name: '25 m³/h' },
    { code: '40', name: '40 m³/h' },
    { code: '60', name: '60 m³/h' },
    { code: '90', name: '90 m³/h' },
    { code: 'OPEN', name: 'Fully open', description: 'About 285 m³/h on a 40-foot reefer' },
  ],
  NATURE_TYPE: [
    { code: 'GC', name: 'General cargo', description: 'Dry cargo in standard containers' },
    { code: 'RF', name: 'Reefer', description: 'Temperature-controlled cargo' },
    { code: 'DG', name: 'Dangerous goods', description: 'IMDG Code classes 1 to 9' },
    { code: 'AK', name: 'Awkward', description: 'Out-of-gauge cargo on flat racks or open tops' },
    { code: 'BB', name: 'Break bulk', description: 'Cargo too large for a container, loaded on the vessel' },
    { code: 'RD', name: 'Reefer as dry', description: 'Non-operating reefer carrying dry cargo' },
  ],
  AWKWARD_CARGO_UNIT: [
    { code: 'CM', name: 'cm', description: 'Centimetres' },
    { code: 'MM', name: 'mm', description: 'Millimetres' },
    { code: 'M', name: 'm', description: 'Metres' },
    { code: 'IN', name: 'in', description: 'Inches' },
    { code: 'FT', name: 'ft', description: 'Feet' },
  ],
  AWKWARD_CARGO_PACKAGE: [
    { code: 'CS', name: 'Case' },
    { code: 'CR', name: 'Crate' },
    { code: 'SK', name: 'Skeleton case' },
    { code: 'PX', name: 'Pallet' },
    { code: 'BE', name: 'Bundle' },
    { code: 'CL', name: 'Coil' },
    { code: 'RL', name: 'Reel' },
    { code: 'UN', name: 'Unit' },
    { code: 'VN', name: 'Vehicle' },
  ],
  DANGER_CARGO_UPLOAD_TYPE: [
    { code: 'DGD', name: 'Dangerous goods declaration', description: 'IMDG Code 5.4.1 multimodal form' },
    { code: 'SDS', name: 'Safety data sheet', description: 'Manufacturer’s SDS (formerly MSDS)' },
    { code: 'CPC', name: 'Container packing certificate', description: 'IMDG Code 5.4.2' },
    { code: 'LQC', name: 'Limited quantity certificate' },
    { code: 'OTH', name: 'Other' },
  ],
  SUPPORTING_DOCUMENT_TYPE: [
    { code: 'CI', name: 'Commercial invoice' },
    { code: 'PL', name: 'Packing list' },
    { code: 'LC', name: 'Letter of credit' },
    { code: 'CO', name: 'Certificate of origin' },
    { code: 'EL', name: 'Export licence' },
    { code: 'PHC', name: 'Phytosanitary certificate' },
    { code: 'FUM', name: 'Fumigation certificate' },
  ],
};
