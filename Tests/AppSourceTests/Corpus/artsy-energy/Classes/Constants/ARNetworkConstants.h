extern NSString *const ARAuthClientID;
extern NSString *const ARAuthSecret;
extern NSString *const ARAuthHeader;

extern NSString *const ARBaseURL;
extern NSString *const ARStaticBaseURL;

extern NSString *const ARSiteUpURL;

extern NSString *const ARArtworkURLFormat;
extern NSString *const ARArtworkEditionSetURLFormat;
extern NSString *const ARMyInfoURL;
extern NSString *const ARMyPartnersURL;

extern NSString *const ARSearchPartnersURL;

extern NSString *const ARPartnerInfoURLFormat;
extern NSString *const ARPartnerSizeURL;
extern NSString *const ARPartnerInfoFullURLFormat;
extern NSString *const ARPartnerFlagsURLFormat;

extern NSString *const ARArtistURLFormat;
extern NSString *const ARPartnerArtistsURLFormat;
extern NSString *const ARPartnerArtistDocumentsURLFormat;
extern NSString *const ARPartnerArtistDocumentURLFormat;

extern NSString *const ARPartnerAlbumURLFormat;
extern NSString *const ARPartnerAlbumCreateURLFormat;
extern NSString *const ARPartnerAlbumsURLFormat;
extern NSString *const ARPartnerAlbumArtworksURLFormat;
extern NSString *const ARPartnerAlbumArtworkURLFormat;

extern NSString *const ARPartnerLocationURLFormat;
extern NSString *const ARPartnerLocationsURLFormat;
extern NSString *const ARPartnerLocationArtworksURLFormat;

extern NSString *const ARPartnerShowsURLFormat;
extern NSString *const ARPartnerShowURLFormat;
extern NSString *const ARPartnerShowArtworksURLFormat;
extern NSString *const ARPartnerShowImagesURLFormat;
extern NSString *const ARPartnerShowDocumentsURLFormat;
extern NSString *const ARPartnerShowDocumentURLFormat;

extern NSString *const ARPartnerArtworkIdsURLFormat;
