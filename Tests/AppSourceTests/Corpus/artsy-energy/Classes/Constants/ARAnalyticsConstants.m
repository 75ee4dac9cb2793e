NSString *const ARSyncStartEvent = @"Sync started";
NSString *const ARManualSyncStartEvent = @"Manual sync triggered";
NSString *const ARSyncHaltedDueToSpaceEvent = @"Sync halted due to space constraints";
NSString *const ARSyncFinishedEvent = @"Sync finished";

NSString *const ARAddToAlbumEvent = @"Artwork(s) added to album";
NSString *const ARRemoveFromAlbumEvent = @"Artwork(s) removed from album";
NSString *const ARSetCoverEvent = @"Cover set";
NSString *const ARSelectArtworkEvent = @"Artwork selected";

NSString *const AREmailComposeEvent = @"Email composed";
NSString *const AREmailCancelledEvent = @"Email cancelled";
NSString *const AREmailSentEvent = @"Email sent";

NSString *const ARArtistViewEvent = @"Artist viewed";
NSString *const ARArtistActionButtonEvent = @"Artist action button pressed";
NSString *const ARArtistActionSelectArtworkEvent = @"Artwork selected (checked) in artist action view";

NSString *const ARAlbumViewEvent = @"Album viewed";
NSString *const ARAlbumActionButtonEvent = @"Album action button pressed";
NSString *const ARAlbumActionSelectArtworkEvent = @"Artwork selected (checked) in album action view";
NSString *const ARAlbumAddToSelfEvent = @"Artworks added to own album from album page";
NSString *const ARNewAlbumEvent = @"Album created";
NSString *const ARDeleteAlbumEvent = @"Album deleted";
NSString *const ARRenameAlbumEvent = @"Album renamed";

NSString *const ARArtworkViewEvent = @"Artwork viewed";
NSString *const ARZoomEvent = @"Zoomed";
NSString *const ARArtworkViewInRoomEvent = @"Viewed in room";
NSString *const ARArtworkMoreInfoEvent = @"More info viewed";

NSString *const ARCollectionsViewEvent = @"All album viewed";
NSString *const ARAlbumsEditEvent = @"Albums edit button pressed";

NSString *const ARArtistsViewEvent = @"All artists viewed";
NSString *const ARShowsViewEvent = @"All shows viewed";

NSString *const ARDocumentViewEvent = @"Document viewed";

NSString *const ARDisplaySettingsChange = @"Display setting changed";
NSString *const AREmailSettingsChangeEvent = @"Email setting changed";

NSString *const ARSearchTabEvent = @"Search tab selected";
NSString *const ARSearchSelectArtistEvent = @"Artist selected from search";
NSString *const ARSearchSelectAlbumEvent = @"Album selected from search";
NSString *const ARSearchSelectArtworkEvent = @"Artwork selected from search";
NSString *const ARSearchSelectShowEvent = @"Show selected from search";
NSString *const ARSearchSelectLocationEvent = @"Location selected from search";


NSString *const ARSessionStarted = @"User session started";
NSString *const ARSession = @"User session ended";
NSString *const ARNoPartnersEvent = @"No partners set up";
NSString *const ARLogoutEvent = @"User logged out";
NSString *const ARLockoutEvent = @"Partner presented with lockout screen";
NSString *const ARZeroStateEvent = @"Partner presented with zero state screen";

NSString *const ARDocumentPopoverOpenedEvent = @"Document popover opened";
NSString *const ARSearchFieldFocusedEvent = @"Search field focused";
NSString *const ARSettingsPopoverOpenedEvent = @"Settings popover opened";
NSString *const ARArtworkViewChromeHiddenEvent = @"Artwork chrome hidden";

NSString *const ARAlbumPage = @"Album";
NSString *const ARAllAlbumsPage = @"albums index";
NSString *const ARAllArtistsPage = @"artists index";
NSString *const ARAllShowsPage = @"shows index";
NSString *const ARAllLocationsPage = @"locations index";

NSString *const ARArtistPage = @"Artist";
NSString *const ARArtworkPage = @"Artwork";
NSString *const ARShowPage = @"show";
