//
//  GitHubAPI.h
//  GitHubAPI
//
//  Created by Ryan Nystrom on 3/3/18.
//  Copyright © 2018 Ryan Nystrom. All rights reserved.
//

#import <UIKit/UIKit.h>

//! Project version number for GitHubAPI.
FOUNDATION_EXPORT double GitHubAPIVersionNumber;

//! Project version string for GitHubAPI.
FOUNDATION_EXPORT const unsigned char GitHubAPIVersionString[];

// In this header, you should import all the public headers of your framework using statements like #import <GitHubAPI/PublicHeader.h>


