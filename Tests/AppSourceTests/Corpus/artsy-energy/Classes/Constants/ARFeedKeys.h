// General
extern NSString *const ARFeedErrorKey;
extern NSString *const ARHerokuErrorKey;
extern NSString *const ARPartnerKey;

// Auth
extern NSString *const AROAuthTokenKey;
extern NSString *const AROAuthTokenExpiryDateKey;

// Artworks
extern NSString *const ARFeedIDKey;
extern NSString *const ARFeedSlugKey;
extern NSString *const ARFeedTitleKey;
extern NSString *const ARFeedDisplayTitleKey;
extern NSString *const ARFeedArtistKey;
extern NSString *const ARFeedArtistsKey;
extern NSString *const ARFeedNameKey;
extern NSString *const ARFeedCategoryKey;
extern NSString *const ARFeedMediumKey;
extern NSString *const ARFeedSeriesKey;
extern NSString *const ARFeedSaleStateKey;
extern NSString *const ARFeedDateKey;
extern NSString *const ARFeedMetricKey;
extern NSString *const ARFeedWidthKey;
extern NSString *const ARFeedHeightKey;
extern NSString *const ARFeedDepthKey;
extern NSString *const ARFeedDiameterKey;
extern NSString *const ARFeedDimensionsKey;
extern NSString *const ARFeedDimensionsInchesKey;
extern NSString *const ARFeedDimensionsCMKey;
extern NSString *const ARFeedBestWidthKey;
extern NSString *const ARFeedBestHeightKey;
extern NSString *const ARFeedCollaboratorsKey;
extern NSString *const ARFeedPriceKey;
extern NSString *const ARFeedInternalPriceKey;
extern NSString *const ARFeedPriceHiddenStateKey;
extern NSString *const ARFeedPartnerIDKey;
extern NSString *const ARFeedArtworkInfoKey;
extern NSString *const ARFeedProvenanceKey;
extern NSString *const ARFeedShowHistoryKey;
extern NSString *const ARFeedImagesKey;
extern NSString *const ARFeedPublishedKey;
extern NSString *const ARFeedArtworkEditionsKey;
extern NSString *const ARFeedArtworkEditionSetsKey;
extern NSString *const ARFeedAvailabilityKey;
extern NSString *const ARFeedSignatureKey;
extern NSString *const ARFeedLiteratureKey;
extern NSString *const ARFeedImageRightsKey;
extern NSString *const ARFeedInventoryIDKey;
extern NSString *const ARFeedConfidentialNotesKey;

// Edition Sets
extern NSString *const ARFeedEditionSetArtistProofsKey;
extern NSString *const ARFeedEditionSetAvailableEditionsKey;
extern NSString *const ARFeedDurationKey;
extern NSString *const ARFeedEditionSetEditionSizeKey;
extern NSString *const ARFeedEditionSetPrototypesKey;

// Images
extern NSString *const ARFeedImageSourceKey;
extern NSString *const ARFeedImageSizeSmallKey;
extern NSString *const ARFeedImageSizeMediumKey;
extern NSString *const ARFeedImageSizeSquareKey;
extern NSString *const ARFeedImageSizeLargeKey;
extern NSString *const ARFeedImageSizeLargerKey;
extern NSString *const ARFeedImageIsMainImageKey;
extern NSString *const ARFeedArtworkIDKey;
extern NSString *const ARFeedImageAspectRatioKey;
extern NSString *const ARFeedImageVersionsKey;
extern NSString *const ARFeedImageOriginalWidthKey;
extern NSString *const ARFeedImageOriginalHeightKey;
extern NSString *const ARFeedImagePositionKey;
extern NSString *const ARFeedCaptionKey;

// Image tiling
extern NSString *const ARFeedMaxTiledHeightKey;
extern NSString *const ARFeedMaxTiledWidthKey;
extern NSString *const ARFeedTileSizeKey;
extern NSString *const ARFeedTileOverlapKey;
extern NSString *const ARFeedTileBaseUrlKey;
extern NSString *const ARFeedTileFormatKey;

// Artist
extern NSString *const ARFeedYearsKey;
extern NSString *const ARFeedDeathDateKey;
extern NSString *const ARFeedFirstNameKey;
extern NSString *const ARFeedMiddleNameKey;
extern NSString *const ARFeedLastNameKey;
extern NSString *const ARFeedDisplayNameKey;
extern NSString *const ARFeedAwardsKey;
extern NSString *const ARFeedBlurbKey;
extern NSString *const ARFeedHometownKey;
extern NSString *const ARFeedBiographyKey;
extern NSString *const ARFeedNationalityKey;
extern NSString *const ARFeedStatementKey;
extern NSString *const ARFeedSortableIDKey;


// Album
extern NSString *const ARFeedPrivateStateKey;
extern NSString *const ARFeedSummaryKey;
extern NSString *const ARFeedArtworksKey;

// Document
extern NSString *const ARFeedDocumentSize;
extern NSString *const ARFeedDocumentURL;
extern NSString *const ARFeedDocumentFileName;
extern NSString *const ARFeedDocumentSlug;
extern NSString *const ARFeedPartnerShowKey;

// Partner
extern NSString *const ARFeedPartnerGivenNameKey;
extern NSString *const ARFeedWebsiteKey;
extern NSString *const ARFeedEmailKey;
extern NSString *const ARFeedArtworksCountKey;
extern NSString *const ARFeedShowDocumentsCountKey;
extern NSString *const ARFeedArtistDocumentsCountKey;
extern NSString *const ARFeedArtistsCountKey;
extern NSString *const ARFeedTypeKey;
extern NSString *const ARFeedHasFullProfileKey;
extern NSString *const ARFeedHasLimitedPartnerToolAccessKey;
extern NSString *const ARFeedHasLimitedFolioAccessKey;
extern NSString *const ARFeedPartnerFlagsKey;
extern NSString *const ARFeedRelativeSizeKey;
extern NSString *const ARFeedPartnerAdminKey;
extern NSString *const ARFeedRegionKey;
extern NSString *const ARFeedPartnerSubscriptionPlansNameKey;
extern NSString *const ARFeedPartnerSubscriptionStateKey;
extern NSString *const ARFeedPartnerContractTypeKey;
extern NSString *const ARFeedHasDefaultProfileIDKey;
extern NSString *const ARFeedDefaultProfilePublicKey;
extern NSString *const ARFeedPartnerRawIDKey;
extern NSString *const ARFeedPartnerIsFoundingPartnerKey;

// Show
extern NSString *const ARFeedStartAtKey;
extern NSString *const ARFeedEndAtKey;
extern NSString *const ARFeedLocationKey;
extern NSString *const ARFeedStatusKey;

// Location
extern NSString *const ARFeedAddressKey;
extern NSString *const ARFeedAddress2Key;
extern NSString *const ARFeedCityKey;
extern NSString *const ARFeedGeoPointKey;
extern NSString *const ARFeedPhoneKey;
extern NSString *const ARFeedPostalCodeKey;
extern NSString *const ARFeedStateKey;

//Availabilities
extern NSString *const ARAvailabilityForSale;
extern NSString *const ARAvailabilityNotForSale;
extern NSString *const ARAvailabilitySold;
extern NSString *const ARAvailabilityOnHold;
