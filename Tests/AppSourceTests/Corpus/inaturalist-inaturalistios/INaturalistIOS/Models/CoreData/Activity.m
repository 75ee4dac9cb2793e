//
//  Activity.m
//  iNaturalist
//
//  Created by Alex Shepard on 11/20/15.
//  Copyright © 2015 iNaturalist. All rights reserved.
//

#import "Activity.h"

@implementation Activity

@dynamic body;
@dynamic createdAt;
@dynamic user;
@dynamic observation;

@end
