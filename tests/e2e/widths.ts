/** The widths every screen must fit without spilling or cutting: a phone, a small laptop, a desktop. */
export const WIDTHS = [375, 1024, 1440] as const;
