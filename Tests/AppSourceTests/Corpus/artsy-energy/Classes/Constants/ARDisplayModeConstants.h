typedef NS_ENUM(NSInteger, ARDisplayMode) {
    ARDisplayModeAllArtists,
    ARDisplayModeAlbum,
    ARDisplayModeArtistAlbums,
    ARDisplayModeAllAlbums,
    ARDisplayModeArtist,
    ARDisplayModeShow,
    ARDisplayModeArtistShows,
    ARDisplayModeAllShows,
    ARDisplayModeAllLocations,
    ARDisplayModeLocation,
    ARDisplayModeDocuments,
    ARDisplayModeInstallationShots,
};
