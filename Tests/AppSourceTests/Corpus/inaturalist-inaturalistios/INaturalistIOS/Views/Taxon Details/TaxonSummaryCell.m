//
//  TaxonSummary.m
//  iNaturalist
//
//  Created by Alex Shepard on 3/9/16.
//  Copyright © 2016 iNaturalist. All rights reserved.
//

#import "TaxonSummaryCell.h"

@implementation TaxonSummaryCell

@end
