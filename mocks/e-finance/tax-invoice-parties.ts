import { formatKrBrn, gstinCheckCharacter } from '@/domain/invoice/tax-registration-contract';

import { findAccount } from '../auth/accounts';
import { hashInt } from '../schedule/data/random';

/*
 * Who a tax invoice of the mock carrier names (docs/areas/e-finance.md "Tax invoices"): the carrier's registered entity
 * in the issuing country (per office in India, where a GSTIN is per state) and, as the buyer, the user's company: the
 * carrier's customer under its customerCode. Every number is fictitious, made with a valid check digit or character.
 */

/** A Korean party: registration number (NNN-NN-NNNNN), name, representative, address. */
export interface KrParty {
  registrationNumber: string;
  name: string;
  representative: string;
  address: string;
}

/** An Indian party: GSTIN, legal name, address, state code. */
export interface InParty {
  gstin: string;
  legalName: string;
  address: string;
  stateCode: string;
}

/** The carrier's Korean entity. */
export const KR_SUPPLIER: KrParty = {
  registrationNumber: formatKrBrn('104816072'),
  name: 'ONE Korea Shipping Agency Co., Ltd. (demo)',
  representative: 'Park Ji-hoon',
  address: '43 Jungang-daero, Jung-gu, Busan',
};

/** A GSTIN of state `stateCode` for the 10-character PAN `pan`, entity 1, with its check character. */
export function gstinOf(stateCode: string, pan: string): string {
  const first14 = `${stateCode}${pan}1Z`;
  return `${first14}${gstinCheckCharacter(first14)}`;
}

/** GST state of each Indian office of the carrier, by UN/LOCODE (Nhava Sheva in Maharashtra; others for tests). */
const OFFICE_STATES: Readonly<Record<string, { stateCode: string; address: string }>> = {
  INNSA: { stateCode: '27', address: 'JNPT Road, Sheva, Navi Mumbai, Maharashtra 400707' },
  INMAA: { stateCode: '33', address: 'Rajaji Salai, Chennai, Tamil Nadu 600001' },
  INMUN: { stateCode: '24', address: 'Mundra Port, Kutch, Gujarat 370421' },
};

/** The carrier's Indian entity registered in the state of office `locationCode` (Maharashtra when unknown). */
export function inSupplierOf(locationCode: string): InParty {
  const office = OFFICE_STATES[locationCode] ?? OFFICE_STATES.INNSA ?? { stateCode: '27', address: '' };
  return {
    gstin: gstinOf(office.stateCode, 'AABCO1234F'),
    legalName: 'ONE India Shipping Agency Pvt. Ltd. (demo)',
    address: office.address,
    stateCode: office.stateCode,
  };
}

/** Registered details of the demo companies, by customerCode; other companies get derived ones. */
const REGISTERED_BUYERS: Readonly<Record<string, { kr?: KrParty; in?: InParty }>> = {
  KR00104271: {
    kr: {
      registrationNumber: formatKrBrn('617812345'),
      name: 'Hanil Electronics Co., Ltd.',
      representative: 'Kim Dong-hyun',
      address: '79 Jungang-daero, Dong-gu, Busan 48939',
    },
  },
  IN00052316: {
    in: {
      gstin: gstinOf('33', 'AAECC5231K'),
      legalName: 'Coromandel Textiles Pvt. Ltd.',
      address: '14 Harbour Road, Chennai, Tamil Nadu 600001',
      stateCode: '33',
    },
  },
  IN00061842: {
    in: {
      gstin: gstinOf('27', 'AAGCK6184R'),
      legalName: 'Konkan Polymers Pvt. Ltd.',
      address: '145 Harbour Road, Navi Mumbai, Maharashtra 400706',
      stateCode: '27',
    },
  },
};

function companyNameOf(userId: string): { customerCode: string; name: string } {
  const user = findAccount(userId)?.user;
  return { customerCode: user?.customerCode ?? userId, name: user?.companyName ?? userId };
}

/** The Korean buyer of `userId`'s company: registered details, else derived from its customerCode. */
export function krBuyerOf(userId: string): KrParty {
  const { customerCode, name } = companyNameOf(userId);
  const registered = REGISTERED_BUYERS[customerCode]?.kr;
  if (registered) return registered;
  const nine = String(hashInt(100_000_000, 999_999_999, 'brn', customerCode));
  return { registrationNumber: formatKrBrn(nine), name, representative: name, address: 'Busan' };
}

/** The Indian buyer of `userId`'s company: registered details, else derived (in Maharashtra) from its customerCode. */
export function inBuyerOf(userId: string): InParty {
  const { customerCode, name } = companyNameOf(userId);
  const registered = REGISTERED_BUYERS[customerCode]?.in;
  if (registered) return registered;
  const digits = String(hashInt(1000, 9999, 'pan', customerCode));
  return { gstin: gstinOf('27', `AAACX${digits}Q`), legalName: name, address: 'Mumbai, Maharashtra', stateCode: '27' };
}
