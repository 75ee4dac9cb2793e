//
//  OAuthSwiftOSX.h
//  OAuthSwiftOSX
//
//  Created by phimage on 06/05/15.
//  Copyright (c) 2015 Dongri Jin. All rights reserved.
//

#import <Cocoa/Cocoa.h>

//! Project version number for OAuthSwiftOSX.
FOUNDATION_EXPORT double OAuthSwiftOSXVersionNumber;

//! Project version string for OAuthSwiftOSX.
FOUNDATION_EXPORT const unsigned char OAuthSwiftOSXVersionString[];

// In this header, you should import all the public headers of your framework using statements like #import <OAuthSwiftOSX/PublicHeader.h>


