//
//  ExploreLeaderboardViewController.h
//  iNaturalist
//
//  Created by Alex Shepard on 2/17/15.
//  Copyright (c) 2015 iNaturalist. All rights reserved.
//

#import <UIKit/UIKit.h>

@class ExploreObservationsController;

@interface ExploreLeaderboardViewController : UIViewController

@property ExploreObservationsController *observationsController;

@end
