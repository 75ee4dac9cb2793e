//
//  ExploreTaxon+SearchResultsHelper.h
//  iNaturalist
//
//  Created by Alex Shepard on 11/11/14.
//  Copyright (c) 2014 iNaturalist. All rights reserved.
//

#import "ExploreTaxon.h"

@interface ExploreTaxon (SearchResultsHelper)

@end
