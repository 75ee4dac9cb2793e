//
//  SubtitleDisclosureCell.h
//  iNaturalist
//
//  Created by Alex Shepard on 9/9/15.
//  Copyright (c) 2015 iNaturalist. All rights reserved.
//

#import "DisclosureCell.h"

@interface SubtitleDisclosureCell : DisclosureCell

@property UILabel *subtitleLabel;

@end
