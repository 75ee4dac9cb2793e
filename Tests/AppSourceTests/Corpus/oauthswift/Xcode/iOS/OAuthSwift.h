//
//  OAuthSwift.h
//  OAuthSwift
//
//  Created by Dongri Jin on 1/15/15.
//  Copyright (c) 2015 Dongri Jin. All rights reserved.
//

#import <UIKit/UIKit.h>

//! Project version number for OAuthSwift.
FOUNDATION_EXPORT double OAuthSwiftVersionNumber;

//! Project version string for OAuthSwift.
FOUNDATION_EXPORT const unsigned char OAuthSwiftVersionString[];

// In this header, you should import all the public headers of your framework using statements like #import <OAuthSwift/PublicHeader.h>


