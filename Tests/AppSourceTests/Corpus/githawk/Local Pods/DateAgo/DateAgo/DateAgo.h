//
//  DateAgo.h
//  DateAgo
//
//  Created by Ryan Nystrom on 4/29/18.
//  Copyright © 2018 Ryan Nystrom. All rights reserved.
//

#import <UIKit/UIKit.h>

//! Project version number for DateAgo.
FOUNDATION_EXPORT double DateAgoVersionNumber;

//! Project version string for DateAgo.
FOUNDATION_EXPORT const unsigned char DateAgoVersionString[];

// In this header, you should import all the public headers of your framework using statements like #import <DateAgo/PublicHeader.h>


