NSUInteger const ARTiledZoomMinLevel = 11;
