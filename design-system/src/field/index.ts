export { Field, type FieldControlProps, type FieldProps } from "./Field";
export { FieldDescription } from "./FieldDescription";
export { FieldError } from "./FieldError";
export { FieldLabel, type FieldLabelProps } from "./FieldLabel";
export { FIELD_SIZES, type FieldSize, fieldControlVariants } from "./fieldControlVariants";
export { hasFieldError } from "./hasFieldError";
export { describedBy, type FieldIds, useFieldIds } from "./useFieldIds";
