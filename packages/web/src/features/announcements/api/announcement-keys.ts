/** Query keys of the announcement popup (public: the same list for every visitor). */
export const announcementKeys = {
  list: () => ['content', 'announcements'] as const,
};
