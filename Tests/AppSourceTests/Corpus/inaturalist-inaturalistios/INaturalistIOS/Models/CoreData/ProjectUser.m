//
//  ProjectUser.m
//  iNaturalist
//
//  Created by Ken-ichi Ueda on 3/12/12.
//  Copyright (c) 2012 iNaturalist. All rights reserved.
//

#import "ProjectUser.h"
#import "Project.h"

@implementation ProjectUser

@dynamic recordID;
@dynamic localUpdatedAt;
@dynamic localCreatedAt;
@dynamic syncedAt;
@dynamic createdAt;
@dynamic updatedAt;
@dynamic projectID;
@dynamic userID;
@dynamic role;
@dynamic observationsCount;
@dynamic taxaCount;
@dynamic userLogin;
@dynamic project;


@end
