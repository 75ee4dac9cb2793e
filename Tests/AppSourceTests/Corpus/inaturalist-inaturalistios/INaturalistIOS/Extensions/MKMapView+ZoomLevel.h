//
//  MKMapView+ZoomLevel.h
//  iNaturalist
//
//  Created by Alex Shepard on 11/6/14.
//  Copyright (c) 2014 iNaturalist. All rights reserved.
//

#import <MapKit/MapKit.h>


@interface MKMapView (ZoomLevel)
- (double)inat_zoomLevel;
@end

