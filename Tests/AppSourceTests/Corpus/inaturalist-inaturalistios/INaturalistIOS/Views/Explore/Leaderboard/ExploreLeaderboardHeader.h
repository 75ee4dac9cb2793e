//
//  ExploreLeaderboardHeader.h
//  iNaturalist
//
//  Created by Alex Shepard on 2/19/15.
//  Copyright (c) 2015 iNaturalist. All rights reserved.
//

#import <UIKit/UIKit.h>

@interface ExploreLeaderboardHeader : UIView

@property UILabel *title;

@property UISegmentedControl *spanSelector, *sortSelector;

@end
