//
//  ObsDetailActivityAuthorCell.h
//  iNaturalist
//
//  Created by Alex Shepard on 12/9/15.
//  Copyright © 2015 iNaturalist. All rights reserved.
//

#import <UIKit/UIKit.h>

@interface ObsDetailActivityAuthorCell : UITableViewCell

@property IBOutlet UIImageView *authorImageView;
@property IBOutlet UILabel *authorNameLabel;
@property IBOutlet UILabel *dateLabel;

@end
