//
//  ProjectTableViewCell.m
//  iNaturalist
//
//  Created by Eldad Ohana on 7/13/15.
//  Copyright (c) 2015 iNaturalist. All rights reserved.
//

#import "ProjectTableViewCell.h"

@implementation ProjectTableViewCell

- (void)awakeFromNib {
    [super awakeFromNib];
}


@end
