//
//  DisambiguationCell.h
//  iNaturalist
//
//  Created by Alex Shepard on 11/3/14.
//  Copyright (c) 2014 iNaturalist. All rights reserved.
//

#import <UIKit/UIKit.h>

@interface DisambiguationCell : UITableViewCell

@property UIImageView *resultImageView;
@property UILabel *resultTitle;
@property UILabel *resultSubtitle;

@end
