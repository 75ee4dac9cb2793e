// Notification names

extern NSString *const ARLargeImageDownloadCompleteNotification;
extern NSString *const ARAllArtworksDownloadedNotification;
extern NSString *const ARSyncStartedNotification;
extern NSString *const ARSyncFinishedNotification;

extern NSString *const ARArtworkEnsureShowingMetadataNotification;
extern NSString *const ARToggleArtworkInfoNotification;
extern NSString *const ARShowArtworkInfoNotification;
extern NSString *const ARHideArtworkInfoNotification;

extern NSString *const ARShowSecondaryArtworkInfoNotification;
extern NSString *const ARHideSecondaryArtworkInfoNotification;

extern NSString *const ARUserDidChangeDimensionTypeNotification;
extern NSString *const ARUserDidChangeGridFilteringSettingsNotification;
extern NSString *const ARUserDidChangeHidePricesNotification;

extern NSString *const ARPartnerUpdatedNotification;
extern NSString *const ARUserUpdatedNotification;
extern NSString *const ARArtworkAvailabilityUpdated;

extern NSString *const ARGridSelectionChangedNotification;

extern NSString *const ARAlbumDataChanged;
extern NSString *const ARNotEnoughDiskSpaceNotification;
extern NSString *const ARAlbumRemoveAlbumNotification;
extern NSString *const ARAlbumHighlightAlbumItemNotification;
extern NSString *const ARForceANewSync;

extern NSString *const ARDismissAllPopoversNotification;
extern NSString *const ARApplicationDidGoIntoBackground;

// User info key names
extern NSString *const AROAuthTokenNotificationKey;
extern NSString *const AROAuthTokenExpiryDateNotificationKey;
extern NSString *const ARAlbumIndexPathKey;
extern NSString *const ARAlbumItemKey;
