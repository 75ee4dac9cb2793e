//
//  ExploreSearchViewController.h
//  iNaturalist
//
//  Created by Alex Shepard on 11/10/14.
//  Copyright (c) 2014 iNaturalist. All rights reserved.
//

#import "ExploreContainerViewController.h"
#import "ExploreObservationsDataSource.h"

@interface ExploreSearchViewController : ExploreContainerViewController <ExploreObsNotificationDelegate>

@end
