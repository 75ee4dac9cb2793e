//
//  User.m
//  iNaturalist
//
//  Created by Ryan Waggoner on 10/5/13.
//  Copyright (c) 2013 iNaturalist. All rights reserved.
//

#import "User.h"
#import "Comment.h"
#import "Identification.h"

@implementation User

@dynamic recordID;
@dynamic login;
@dynamic name;
@dynamic userIconURL;
@dynamic comments;
@dynamic identifications;
@dynamic observationsCount;
@dynamic identificationsCount;
@dynamic mediumUserIconURL;
@dynamic siteId;

@end
