import { expect, type Locator, type Page } from '@playwright/test';

/** The equipment line a journey books. */
export interface EquipmentInput {
  sizeType: string;
  quantity: string;
  commodity: string;
  hsCode: string;
  weightKg: string;
}

/**
 * Page object of the booking request form (/booking/booking-request), for the long journeys of
 * e2e/booking-request.spec.ts: fields by their labels, as a user finds them.
 */
export class BookingRequestPage {
  constructor(readonly page: Page) {}

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1, name: 'Booking request' });
  }

  get origin(): Locator {
    return this.page.getByRole('combobox', { name: /^Origin$/ });
  }

  get destination(): Locator {
    return this.page.getByRole('combobox', { name: /^Destination$/ });
  }

  get cargoReadyDate(): Locator {
    return this.page.getByRole('textbox', { name: /^Cargo-ready date/ });
  }

  get sailings(): Locator {
    return this.page.getByRole('group', { name: 'Sailing' });
  }

  get serviceContract(): Locator {
    return this.page.getByRole('textbox', { name: 'Service contract number' });
  }

  line(number: number): Locator {
    return this.page.getByRole('group', { name: `Equipment line ${String(number)}` });
  }

  get submit(): Locator {
    return this.page.getByRole('button', { name: 'Submit booking request' });
  }

  /** Picks a port in a location combobox by typing its name and choosing the suggestion. */
  async chooseLocation(field: Locator, typed: string, option: RegExp): Promise<void> {
    await field.fill(typed);
    await this.page.getByRole('option', { name: option }).click();
    await expect(field).toHaveValue(option);
  }

  /** Origin, destination (CY both ends) and the cargo-ready date: the sailings of the schedule appear. */
  async fillRoute(cargoReadyDate: string): Promise<void> {
    await this.chooseLocation(this.origin, 'Busan', /Busan, South Korea/);
    await this.chooseLocation(this.destination, 'Rotterdam', /Rotterdam, Netherlands/);
    await this.cargoReadyDate.fill(cargoReadyDate);
    await this.cargoReadyDate.press('Tab');
    // The schedule's sailings come before "No preference", which shows at once.
    await expect(this.sailings.getByRole('radio').nth(1)).toBeVisible();
  }

  /** Chooses the first sailing still open for booking; returns its name ("VESSEL 021W / FE4"). */
  async chooseFirstOpenSailing(): Promise<string> {
    const sailing = this.sailings.getByRole('radio', { disabled: false }).first();
    const label = (await sailing.locator('xpath=..').innerText()).trim();
    await sailing.check();
    return label;
  }

  /** Fills equipment line `number` (size-type, quantity, commodity, HS code, weight per container in kg). */
  async fillEquipment(number: number, equipment: EquipmentInput): Promise<void> {
    const line = this.line(number);
    await line.getByRole('combobox', { name: 'Container type' }).selectOption(equipment.sizeType);
    const quantity = line.getByRole('textbox', { name: /^Quantity/ });
    await quantity.fill(equipment.quantity);
    await line.getByRole('textbox', { name: /^Commodity/ }).fill(equipment.commodity);
    await line.getByRole('textbox', { name: /^HS code/ }).fill(equipment.hsCode);
    await line.getByRole('textbox', { name: /^Cargo weight per container/ }).fill(equipment.weightKg);
  }

  /** Waits until the per-user draft in localStorage holds `text` (it is written 200 ms after typing stops). */
  async waitForDraftWith(text: string): Promise<void> {
    await this.page.waitForFunction((wanted) => {
      for (let index = 0; index < localStorage.length; index += 1) {
        const name = localStorage.key(index) ?? '';
        if (name.includes(':draft:user:') && (localStorage.getItem(name) ?? '').includes(wanted)) return true;
      }
      return false;
    }, text);
  }
}
