/** One page of the media library for a section's media picker, as its dialog lists it. */
export interface MediaPicker {
  sectionId: string;
  search: string;
  page: number;
  totalPages: number;
  records: { id: number; title: string; alt: string; thumb: string; width: number; height: number }[];
}

export const MEDIA_PICKER_PAGE_SIZE = 12;
