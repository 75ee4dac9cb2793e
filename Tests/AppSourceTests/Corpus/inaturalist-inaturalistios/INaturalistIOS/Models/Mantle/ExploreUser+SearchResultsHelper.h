//
//  ExploreUser+SearchResultsHelper.h
//  iNaturalist
//
//  Created by Alex Shepard on 11/11/14.
//  Copyright (c) 2014 iNaturalist. All rights reserved.
//

#import "ExploreUser.h"
#import "SearchResultsHelper.h"

@interface ExploreUser (SearchResultsHelper) <SearchResultsHelper>

@end
