//
//  Deferred.h
//  Deferred
//
//  Created by John Gallagher on 8/11/14.
//  Copyright (c) 2014 Big Nerd Ranch. All rights reserved.
//

#import <UIKit/UIKit.h>

//! Project version number for Deferred.
FOUNDATION_EXPORT double DeferredVersionNumber;

//! Project version string for Deferred.
FOUNDATION_EXPORT const unsigned char DeferredVersionString[];

// In this header, you should import all the public headers of your framework using statements like #import <Deferred/PublicHeader.h>


