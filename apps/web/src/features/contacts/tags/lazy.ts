/** The list's tag and owner pieces (issue 21), loaded as one chunk after the list's first download. */
export { OwnerSelect } from "./owner-select";
export { ContactRowExtras } from "./row-extras";
export { TagFilterChips, TagFilterFields } from "./tag-filter";
export { TagPicker } from "./tag-picker";
export { ContactTagsDialog } from "./tags-dialog";
