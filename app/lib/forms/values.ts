/** A field's initial value as a list of texts: conform gives one ticked box's value as a string, several as an array. */
export const asList = (value: unknown): string[] => [value ?? []].flat().map(String);
