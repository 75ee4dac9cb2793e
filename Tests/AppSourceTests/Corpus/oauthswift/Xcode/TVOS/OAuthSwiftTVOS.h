//
//  OAuthSwiftTVOS.h
//  OAuthSwiftTVOS
//
//  Created by phimage on 14/11/15.
//  Copyright © 2015 Dongri Jin. All rights reserved.
//

#import <UIKit/UIKit.h>

//! Project version number for OAuthSwiftTVOS.
FOUNDATION_EXPORT double OAuthSwiftTVOSVersionNumber;

//! Project version string for OAuthSwiftTVOS.
FOUNDATION_EXPORT const unsigned char OAuthSwiftTVOSVersionString[];

// In this header, you should import all the public headers of your framework using statements like #import <OAuthSwiftTVOS/PublicHeader.h>


