//
//  StringHelpers.h
//  StringHelpers
//
//  Created by Ryan Nystrom on 4/29/18.
//  Copyright © 2018 Ryan Nystrom. All rights reserved.
//

#import <UIKit/UIKit.h>

//! Project version number for StringHelpers.
FOUNDATION_EXPORT double StringHelpersVersionNumber;

//! Project version string for StringHelpers.
FOUNDATION_EXPORT const unsigned char StringHelpersVersionString[];

// In this header, you should import all the public headers of your framework using statements like #import <StringHelpers/PublicHeader.h>


