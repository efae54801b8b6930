/** The notice's island name, shared by its server markup and the islands' registry. */
export const adBlockerIsland = 'ad-blocker';
