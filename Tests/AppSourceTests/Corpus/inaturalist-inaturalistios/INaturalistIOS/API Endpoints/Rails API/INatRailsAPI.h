//
//  INatRailsAPI.h
//  iNaturalist
//
//  Created by Alex Shepard on 11/15/19.
//  Copyright © 2019 iNaturalist. All rights reserved.
//

#import "INatAPI.h"

@interface INatRailsAPI : INatAPI

- (NSString *)authToken;

@end
