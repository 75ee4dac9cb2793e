//
//  GitHubSession.h
//  GitHubSession
//
//  Created by Ryan Nystrom on 3/11/18.
//  Copyright © 2018 Ryan Nystrom. All rights reserved.
//

#import <UIKit/UIKit.h>

//! Project version number for GitHubSession.
FOUNDATION_EXPORT double GitHubSessionVersionNumber;

//! Project version string for GitHubSession.
FOUNDATION_EXPORT const unsigned char GitHubSessionVersionString[];

// In this header, you should import all the public headers of your framework using statements like #import <GitHubSession/PublicHeader.h>


