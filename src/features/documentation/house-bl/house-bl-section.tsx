/**
 * The SI form's house B/Ls (issue 17 section 5), inside the form's FormProvider (fields `hasHouseBls` and `houseBls`
 * of SiFormValues). Placeholder of the scaffold: the house B/L part replaces it (filled from a house B/L template).
 */
export function HouseBlSection() {
  return null;
}
