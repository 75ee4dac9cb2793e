extern NSUInteger const ARTiledZoomMinLevel;
