/**
 * The SI form's container rows (issue 17 section 3), inside the form's FormProvider (field `containers` of
 * SiFormValues). Placeholder of the scaffold: the containers part replaces it (virtualised rows, CSV/xlsx import).
 */
export function SiContainersSection() {
  return null;
}
