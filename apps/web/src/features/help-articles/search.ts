import { KB_MESSAGES, SEARCH_MIN_LENGTH } from "@engagesuite/shared";

/** A search under 3 characters is refused as the platform's knowledge base refuses it (SPEC §5's toast). */
export const searchIsTooShort = (value: string) => value.length > 0 && value.length < SEARCH_MIN_LENGTH;
export const SEARCH_TOO_SHORT = { title: KB_MESSAGES.searchTooShortTitle, description: KB_MESSAGES.searchTooShort };
